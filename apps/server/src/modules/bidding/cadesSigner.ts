import { createHash, createPrivateKey, sign } from 'node:crypto';
import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';

/**
 * A CAdES-BES detached signature (ETSI EN 319 122) over the bytes @signpdf hands it — what a PDF's
 * `ETSI.CAdES.detached` signature holds (PAdES baseline B): a CMS SignedData without the content,
 * with the signer's certificate (and chain), and signed attributes content-type, message-digest
 * (SHA-256 of the signed byte ranges) and ESS signing-certificate-v2 (the SHA-256 of the signer's
 * certificate, which binds it to the signature). The signing time is the PDF signature's /M entry,
 * so no signing-time attribute (PAdES forbids it). RSA PKCS#1 v1.5 with SHA-256, signed by Node's
 * crypto; node-forge only reads the PKCS#12 file and writes the ASN.1.
 */
export class CadesSigner extends Signer {
  private readonly key: ReturnType<typeof createPrivateKey>;

  constructor(
    privateKey: forge.pki.rsa.PrivateKey,
    private readonly certificate: forge.pki.Certificate,
    private readonly chain: forge.pki.Certificate[],
  ) {
    super();
    this.key = createPrivateKey(forge.pki.privateKeyToPem(privateKey));
  }

  /** @signpdf's Signer: the DER CMS for the PDF's signed byte ranges. */
  override async sign(signedBytes: Buffer): Promise<Buffer> {
    const { asn1 } = forge;
    const { Class, Type } = asn1;
    const oid = (id: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(id).getBytes());
    const octets = (bytes: Buffer) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes.toString('binary'));
    const seq = (items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
    const set = (items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, items);
    const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
    const sha256Id = seq([oid(OID.sha256)]);

    const certDer = der(forge.pki.certificateToAsn1(this.certificate));
    const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);
    // A DER SET OF is ordered by its members' encodings (X.690 11.6): the bytes signed are these.
    const attributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(createHash('sha256').update(signedBytes).digest())),
      attribute(OID.signingCertificateV2, seq([seq([seq([octets(createHash('sha256').update(certDer).digest())])])])),
    ].sort((a, b) => Buffer.compare(der(a), der(b)));
    const signature = sign('sha256', der(set(attributes)), this.key);

    const signerInfo = seq([
      asn1.create(Class.UNIVERSAL, Type.INTEGER, false, String.fromCharCode(1)),
      seq([
        forge.pki.distinguishedNameToAsn1(this.certificate.issuer),
        asn1.create(Class.UNIVERSAL, Type.INTEGER, false, forge.util.hexToBytes(this.certificate.serialNumber)),
      ]),
      sha256Id,
      // signedAttrs [0] IMPLICIT SET OF Attribute.
      asn1.create(Class.CONTEXT_SPECIFIC, 0, true, attributes),
      seq([oid(OID.rsaEncryption), asn1.create(Class.UNIVERSAL, Type.NULL, false, '')]),
      octets(signature),
    ]);
    const certificates = [this.certificate, ...this.chain].map((cert) => forge.pki.certificateToAsn1(cert));
    const signedData = seq([
      asn1.create(Class.UNIVERSAL, Type.INTEGER, false, String.fromCharCode(1)),
      set([sha256Id]),
      seq([oid(OID.data)]),
      asn1.create(Class.CONTEXT_SPECIFIC, 0, true, certificates),
      set([signerInfo]),
    ]);
    return der(seq([oid(OID.signedData), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
  }
}

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;
