/**
 * What the demo asset generators (generateContentDemoImages.mjs, generateTradingDemoAssets.mjs)
 * share: a seeded random source and a hand-written PDF of JPEG pages.
 */

/** A small deterministic random source, so that a re-run draws the same pictures. */
export function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A PDF of A4 pages, each showing one JPEG of `width` × `height` px in `colorSpace` ('DeviceRGB',
 * 'DeviceGray'), written by hand: no PDF library for a few demo files, and no font to embed.
 */
export function pdfOfJpegPages(jpegs, { width, height, colorSpace }) {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', null];
  const kids = [];
  for (const jpeg of jpegs) {
    const page = objects.length + 1;
    kids.push(`${page} 0 R`);
    const drawing = 'q 595 0 0 842 0 0 cm /Im0 Do Q';
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 ${page + 1} 0 R >> >> /Contents ${page + 2} 0 R >>`,
      { jpeg },
      `<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`,
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${jpegs.length} >>`;
  const chunks = [Buffer.from('%PDF-1.4\n')];
  let length = chunks[0].length;
  const offsets = [];
  const push = (buffer) => {
    chunks.push(buffer);
    length += buffer.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    push(Buffer.from(`${index + 1} 0 obj\n`));
    if (typeof body === 'string') push(Buffer.from(body));
    else {
      push(
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /${colorSpace} /BitsPerComponent 8 /Filter /DCTDecode /Length ${body.jpeg.length} >>\nstream\n`,
        ),
      );
      push(body.jpeg);
      push(Buffer.from('\nendstream'));
    }
    push(Buffer.from('\nendobj\n'));
  });
  const xref = length;
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}
