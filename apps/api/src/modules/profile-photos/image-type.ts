// The type of an uploaded image is read from its first bytes, never from the name or the header the
// browser sent, so a renamed script can never be stored as a "photo".

export type ImageType = { extension: 'png' | 'jpg' | 'webp'; contentType: string }

export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { extension: 'png', contentType: 'image/png' }
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { extension: 'jpg', contentType: 'image/jpeg' }
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP') {
    return { extension: 'webp', contentType: 'image/webp' }
  }
  return null
}

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }

export function contentTypeOfFileName(fileName: string): string | null {
  const extension = fileName.split('.').pop() ?? ''
  return CONTENT_TYPES[extension] ?? null
}
