/** A numbered stop where the map drew it, in CSS pixels from the map's top left corner. */
export interface PicturePoint {
  x: number;
  y: number;
  number: number;
}

/**
 * The map as a still picture with its numbered stops drawn in, for the print view: a printed
 * WebGL canvas comes out blank in most browsers, and HTML markers over a picture drift when the
 * printed page scales it. Must run in the map's 'render' event, while its frame is still there.
 */
export function mapPicture(mapCanvas: HTMLCanvasElement, points: readonly PicturePoint[], cssWidth: number): string {
  const ratio = cssWidth > 0 ? mapCanvas.width / cssWidth : 1;
  const out = document.createElement('canvas');
  out.width = mapCanvas.width;
  out.height = mapCanvas.height;
  const context = out.getContext('2d');
  if (!context) return mapCanvas.toDataURL('image/png');
  context.drawImage(mapCanvas, 0, 0);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = `bold ${Math.round(12 * ratio)}px sans-serif`;
  for (const { x, y, number } of points) {
    context.beginPath();
    context.arc(x * ratio, y * ratio, 12 * ratio, 0, 2 * Math.PI);
    context.fillStyle = '#f59e0b';
    context.fill();
    context.lineWidth = 2 * ratio;
    context.strokeStyle = '#0f172a';
    context.stroke();
    context.fillStyle = '#0f172a';
    context.fillText(String(number), x * ratio, y * ratio + ratio);
  }
  return out.toDataURL('image/png');
}
