import { readFileSync } from 'node:fs';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';
import { StartFailure } from '../../infra/startFailures.js';
import { CadesSigner } from './cadesSigner.js';

/**
 * The exchange's signature on a 成交确认书 (docs/deal-confirmation.md, docs/deployment.md
 * "Signing the 成交确认书"): with CONFIRMATION_SIGNING_P12 set, every stored confirmation carries a
 * PDF digital signature (PAdES baseline B: an ETSI.CAdES.detached CMS over the whole file but the
 * signature's own bytes, cadesSigner.ts) made with the key and certificate of that PKCS#12 file. Readers such as Adobe Reader,
 * Foxit or poppler's pdfsig check it: any change to the file after signing shows as an invalid
 * signature.
 */
export interface ConfirmationSigner {
  /** The certificate's subject, as readers show who signed. */
  readonly name: string;
  readonly signer: CadesSigner;
}

/** Room kept in the file for the CMS signature (hex doubles it): a certificate chain of a few KB fits. */
const SIGNATURE_LENGTH = 16_384;
/** What @signpdf finds and replaces with the signed byte ranges. */
const BYTE_RANGE_PLACEHOLDER = '**********';

/**
 * Reads and checks the PKCS#12 file at start: a file that cannot be read, a wrong passphrase, or
 * one without a key and its certificate stops the start with a message naming the variable.
 */
export function loadConfirmationSigner(file: string, passphrase: string): ConfirmationSigner {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new StartFailure(
      `CONFIRMATION_SIGNING_P12: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
  try {
    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bytes.toString('binary')), false, passphrase);
    const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag as string;
    const certBag = forge.pki.oids.certBag as string;
    const keys = p12.getBags({ bagType: keyBag })[keyBag] ?? [];
    const certs = (p12.getBags({ bagType: certBag })[certBag] ?? []).flatMap((bag) => (bag.cert ? [bag.cert] : []));
    const key = keys[0]?.key as forge.pki.rsa.PrivateKey | undefined;
    const cert = certs.find((candidate) => {
      const publicKey = candidate.publicKey as forge.pki.rsa.PublicKey;
      return key && publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
    });
    if (!key || !cert) throw new Error('no RSA private key with its certificate');
    const name =
      (cert.subject.getField('CN') as { value?: string } | null)?.value ??
      cert.subject.attributes.map((a: { value?: unknown }) => String(a.value)).join(', ');
    const chain = certs.filter((other) => other !== cert);
    return { name, signer: new CadesSigner(key, cert, chain) };
  } catch (error) {
    throw new StartFailure(
      `CONFIRMATION_SIGNING_P12: ${file} is not a PKCS#12 file with an RSA key and its certificate that ` +
        `CONFIRMATION_SIGNING_PASSPHRASE opens (${(error as Error).message})`,
    );
  }
}

/**
 * The signature's dictionary, an empty signature field on the first page and the form that holds
 * it, added before the document ends (the objects of @signpdf/placeholder-pdfkit, which pins an
 * older pdfkit): the CMS is written into /Contents afterwards by signPdf.
 */
export function addSignaturePlaceholder(doc: PDFKit.PDFDocument, signedAt: Date): void {
  const signature = doc.ref({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'ETSI.CAdES.detached',
    ByteRange: [0, BYTE_RANGE_PLACEHOLDER, BYTE_RANGE_PLACEHOLDER, BYTE_RANGE_PLACEHOLDER],
    Contents: Buffer.alloc(SIGNATURE_LENGTH),
    Reason: new String('成交确认书签发'),
    M: signedAt,
    Name: new String('江河源生态产品交易平台'),
    Location: new String('中国青海'),
  });
  doc.initForm();
  // pdfkit's own form dictionary: the signature field joins it, with the flags that say a signature exists.
  const form = doc._root.data.AcroForm;
  if (!form) throw new Error('pdfkit made no form');
  form.data = { Type: 'AcroForm', SigFlags: 3, Fields: form.data.Fields, DR: form.data.DR };
  const widget = doc.ref({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    V: signature,
    T: new String(`Signature${form.data.Fields.length + 1}`),
    F: 4,
    P: doc.page.dictionary,
  });
  (doc.page.annotations as PDFKit.PDFKitReference[]).push(widget);
  form.data.Fields.push(widget);
  // Written as they are: nothing more goes into either object.
  signature.end(undefined);
  widget.end(undefined);
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- @types/pdfkit's own namespace, extended
  namespace PDFKit {
    interface PDFDocument {
      /** pdfkit's document catalog (not in its types): its AcroForm once initForm() has run. */
      _root: { data: { AcroForm?: { data: { Fields: unknown[]; DR?: unknown } & Record<string, unknown> } } };
    }
  }
}

/** The finished document with its signature written into the placeholder. */
export function signPdf(pdf: Buffer, signer: ConfirmationSigner, signedAt: Date): Promise<Buffer> {
  return new SignPdf().sign(pdf, signer.signer, signedAt);
}
