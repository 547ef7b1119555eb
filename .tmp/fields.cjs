const { PDFDocument, PDFName, PDFCheckBox, PDFTextField } = require('pdf-lib');
const fs = require('fs');
(async () => {
  const doc = await PDFDocument.load(fs.readFileSync(process.argv[2]));
  const form = doc.getForm();
  const pages = doc.getPages();
  for (const f of form.getFields()) {
    const ws = f.acroField.getWidgets();
    const info = ws.map(w => { const r = w.getRectangle(); const p = pages.findIndex(pg => pg.ref === w.P()); 
      let on = ''; try { on = w.getOnValue()?.toString() } catch {}
      return `p${p+1} x${r.x.toFixed(0)} y${r.y.toFixed(0)} w${r.width.toFixed(0)} h${r.height.toFixed(0)} ${on}`; });
    let extra = '';
    if (f instanceof PDFTextField) extra = `max=${f.getMaxLength() ?? ''} ml=${f.isMultiline()}`;
    console.log(f.constructor.name, f.getName(), info.join(' | '), extra);
  }
})();
