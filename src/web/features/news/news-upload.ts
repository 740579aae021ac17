import { UPLOAD_RULES } from '#domain/media/upload.rules.ts';
import { z } from '#domain/shared/zod.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

// spec 001 §5, §9: images only, at most 10 MB; resized to fit 1920×1080 as JPEG 0.8 before sending.
const MAX_IMAGE_BYTES = UPLOAD_RULES.image.maxBytes;
const MAX_WIDTH = 1920;
const MAX_HEIGHT = 1080;
const JPEG_QUALITY = 0.8;
const UPLOAD_TIMEOUT_MS = 60_000;

/** The message a chosen file earns before any upload, or null when it may be sent. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_RULES.image.wrongTypeMessage;
  if (file.size > MAX_IMAGE_BYTES) return UPLOAD_RULES.image.tooLargeMessage;
  return null;
}

/** The picture scaled down to fit 1920×1080 as a JPEG; the file itself when the browser cannot decode it. */
async function resizedJpeg(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_WIDTH / bitmap.width, MAX_HEIGHT / bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    return blob ?? file;
  } catch {
    return file;
  }
}

// spec 001 §3 "Upload response": imagePath (the edit screen also reads fullPath); a reply without it fails.
const uploadResponseSchema = z.object({
  success: z.literal(true),
  imagePath: z.string().optional(),
  fullPath: z.string().optional(),
});

export type UploadedImage = { imagePath: string; fullPath: string };

/** Thrown when the server answered without an image path ('Upload ảnh thất bại'). */
export class MissingImagePathError extends Error {}

/** POST /api/news/upload (spec 001 §7): multipart field `image`, named editor-{timestamp} or featured-{timestamp}. */
export async function uploadNewsImage(file: File, prefix: 'editor' | 'featured'): Promise<UploadedImage> {
  const blob = await resizedJpeg(file);
  const form = new FormData();
  const name = blob === file ? file.name : `${prefix}-${Date.now()}.jpg`;
  form.append('image', blob, name);
  const body = await apiRequest('/api/news/upload', {
    method: 'POST',
    body: form,
    schema: uploadResponseSchema,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  const { imagePath, fullPath } = body;
  if (!imagePath && !fullPath) throw new MissingImagePathError('Upload ảnh thất bại');
  const stored = imagePath ?? (fullPath as string).replace(/^\/api\//, '');
  return { imagePath: stored, fullPath: fullPath ?? `/api/${stored.replace(/^\//, '')}` };
}

/** The text after 'Lỗi upload ảnh: ' (spec 001 §8): the server's message, else the error's. */
export function uploadErrorDetail(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
