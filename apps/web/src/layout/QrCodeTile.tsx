import { QRCode } from 'antd';

/**
 * One QR code of the footer: the configured address drawn as a real, scannable code, with its
 * caption. Loaded only when some code is configured (see SiteFooter), so that the QR encoder does
 * not weigh on the pages of a site that has none.
 */
export default function QrCodeTile({ caption, url }: { caption: string; url: string }) {
  return (
    <figure className="jhy-qr">
      <QRCode
        className="jhy-qr__code"
        value={url}
        size={96}
        bordered={false}
        color="#0d3b66"
        bgColor="#fff"
        type="svg"
        aria-label={`${caption}二维码`}
      />
      <figcaption className="jhy-qr__caption">{caption}</figcaption>
    </figure>
  );
}
