import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Image, Space } from 'antd';
import { useAppMessage } from '../../app/feedback';
import { commonMessages } from '@jhy/contract';
import type { ReviewAttachment } from './reviewTypes';

const IMAGE = /\.(png|jpe?g|gif|bmp|webp)$/i;
const PDF = /\.pdf$/i;

export const attachmentKind = (file: ReviewAttachment): 'image' | 'pdf' | 'other' => {
  const name = `${file.name} ${file.src}`;
  if (IMAGE.test(file.src) || IMAGE.test(file.name)) return 'image';
  if (PDF.test(file.src) || PDF.test(file.name) || /\.pdf\b/i.test(name)) return 'pdf';
  return 'other';
};

/**
 * The applicant's files, opened where the reviewer is: images as thumbnails with a full-size
 * preview in place, PDFs in the browser's viewer in a new tab, other files (Word, Excel,
 * archives) as downloads.
 *
 * Uploads that are not images are served as downloads (`Content-Disposition: attachment`) and
 * the CSP allows no foreign frames, so a PDF cannot be framed on the page; it is fetched and
 * handed to a new tab as a PDF blob instead, which the viewer shows whatever the header said.
 */
export function AttachmentList({
  files,
  // A private file (an enterprise's licence, an ID photo) opens only by its signed `url`.
  urlOf = (file) => file.url ?? file.src,
}: {
  files: ReviewAttachment[];
  urlOf?: (file: ReviewAttachment) => string;
}) {
  const message = useAppMessage();
  if (files.length === 0) return <span className="jhy-console-muted">{commonMessages.missingValue}</span>;
  const images = files.filter((file) => attachmentKind(file) === 'image');
  const others = files.filter((file) => attachmentKind(file) !== 'image');

  return (
    <div className="jhy-review-files">
      {images.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap>
            {images.map((file) => (
              <figure key={file.src} className="jhy-review-files__image">
                <Image src={urlOf(file)} alt={file.name} width={96} height={96} />
                <figcaption title={file.name}>{file.name}</figcaption>
              </figure>
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      {others.map((file) =>
        attachmentKind(file) === 'pdf' ? (
          <Button
            key={file.src}
            type="link"
            icon={<FilePdfOutlined />}
            onClick={() => openPdf(urlOf(file)).catch(() => message.error('文件打开失败，请稍后重试'))}
          >
            {file.name}
          </Button>
        ) : (
          <Button key={file.src} type="link" icon={<FileOutlined />} href={urlOf(file)} download={file.name}>
            {file.name}
          </Button>
        ),
      )}
    </div>
  );
}

/** Opens the tab at once (a popup blocker allows it during the click), then shows the PDF in it. */
async function openPdf(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
    const blobUrl = URL.createObjectURL(blob);
    if (tab) tab.location.href = blobUrl;
    else window.location.assign(blobUrl);
    // The tab has loaded it well before this; the address is not needed afterwards.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
