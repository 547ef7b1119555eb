import { Injectable } from '@nestjs/common';

/** Prints a complete HTML page as a PDF. */
export interface HtmlPrinter {
  render(html: string): Promise<Uint8Array>;
}

/**
 * How payments prints a receipt without depending on the documents context that owns the Chromium renderer
 * (docs/architecture.md: payments sits below documents): documents registers its renderer at module init.
 */
@Injectable()
export class ReceiptPrinter {
  private printer?: HtmlPrinter;

  register(printer: HtmlPrinter): void {
    if (this.printer) throw new Error('A receipt printer is already registered');
    this.printer = printer;
  }

  print(html: string): Promise<Uint8Array> {
    if (!this.printer) throw new Error('No receipt printer is registered');
    return this.printer.render(html);
  }
}
