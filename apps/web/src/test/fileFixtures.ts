/** A saved PDF attachment as the server answers it: its stored path and a signed link to open it (files are private). */
export const savedPdf = (name: string) => {
  const src = `/uploads/2026/05/${name.replace(/\W/g, '')}.pdf`;
  return { name, src, url: `${src}?expires=1&signature=test` };
};
