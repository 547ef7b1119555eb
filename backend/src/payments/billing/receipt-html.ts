import Handlebars from 'handlebars';
import type { ReceiptView } from './receipt';

const hb = Handlebars.create();

/**
 * A receipt as a standalone Letter page for the PDF renderer: no scripts, no network (the CSP and the renderer
 * both refuse any), every value escaped by Handlebars.
 */
const TEMPLATE = hb.compile<ReceiptView>(`<!doctype html>
<html lang="en"><head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>{{title}} {{receiptNumber}}</title>
<style>
  @page { size: Letter; margin: 0.75in; }
  body { font-family: Arial, Helvetica, sans-serif; color: #0f1f3d; font-size: 11pt; line-height: 1.45; }
  h1 { font-size: 20pt; margin: 0 0 4pt; }
  .muted { color: #44506a; }
  .test { border: 2px solid #b45309; color: #7c2d12; padding: 6pt 10pt; font-weight: bold; margin: 12pt 0; }
  table { width: 100%; border-collapse: collapse; margin-top: 16pt; }
  th, td { text-align: left; padding: 6pt 4pt; border-bottom: 1px solid #cbd5e1; vertical-align: top; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  .parties { display: flex; gap: 36pt; margin-top: 16pt; }
  .parties div { flex: 1; }
  .total td { font-weight: bold; border-bottom: none; }
</style>
</head><body>
<h1>{{title}}</h1>
<p class="muted">Receipt number {{receiptNumber}} · {{date}}</p>
{{#if testModeLine}}<p class="test">{{testModeLine}}</p>{{/if}}
<div class="parties">
  <div><strong>Seller</strong><br>{{seller.legalName}}<br>{{seller.address}}<br>{{seller.supportEmail}}</div>
  {{#if billedTo}}<div><strong>Billed to</strong><br>{{billedTo.name}}<br>{{billedTo.email}}</div>{{/if}}
</div>
<table>
  <thead><tr><th>Description</th><th class="amount">Amount</th></tr></thead>
  <tbody>
    <tr><td>{{description}}</td><td class="amount">{{amount}}</td></tr>
    <tr class="total"><td>{{#if (eq kind "refund")}}Total refunded{{else}}Total paid{{/if}}</td><td class="amount">{{amount}}</td></tr>
  </tbody>
</table>
{{#if paidWith}}<p>{{#if (eq kind "refund")}}Refunded to{{else}}Paid with{{/if}} {{paidWith}}.</p>{{/if}}
{{#if providerReceiptUrl}}<p>The payment processor's receipt: {{providerReceiptUrl}}</p>{{/if}}
<p class="muted">Questions about this receipt: {{seller.supportEmail}}. SueGo is not a law firm and does not give legal advice.</p>
</body></html>`);

hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);

export function receiptHtml(view: ReceiptView): string {
  return TEMPLATE(view);
}
