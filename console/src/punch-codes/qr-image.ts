import QRCode from 'qrcode';

/** The payload as a PNG data URL (JSON text in a QR code). */
export function qrImage(payload: object): Promise<string> {
  return QRCode.toDataURL(JSON.stringify(payload), { errorCorrectionLevel: 'M', margin: 2, width: 300 });
}
