/**
 * The address as a QR code, for wallet apps to scan. Its own module, loaded lazily, so
 * `qrcode.react` stays off every other route. An image to screen readers, named by `label`;
 * the address itself is written beside it.
 */
import { QRCodeSVG } from 'qrcode.react'

export default function AddressQrCode({ value, label }: { value: string; label: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={160}
      level="M"
      role="img"
      aria-label={label}
      data-testid="deposit-address-qr"
      bgColor="#ffffff"
      fgColor="#0f172a"
    />
  )
}
