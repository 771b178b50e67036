import { Button } from '../kit/Button';
import { PUNCH_CODE_MESSAGES } from './punch-code-messages';

/** The generated QR image and its Download button (saves punchCode.png). */
export function QrResult({ image }: { image: string | null }) {
  if (!image) return null;
  return (
    <div className="flex flex-col items-start gap-3">
      <img src={image} alt="Punch code QR" width={300} height={300} className="rounded-md border border-line" />
      <Button
        variant="primary"
        onClick={() => {
          const link = document.createElement('a');
          link.href = image;
          link.download = PUNCH_CODE_MESSAGES.fileName;
          document.body.appendChild(link);
          link.click();
          link.remove();
        }}
      >
        Download
      </Button>
    </div>
  );
}
