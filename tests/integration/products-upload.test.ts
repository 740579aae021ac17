import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';
import { bearer } from './news-fixtures.ts';
import { HTML_PAGE, jpegOf, mp4Of, pdfOf, pngOf, SVG_WITH_SCRIPT, zipOf } from './upload-corpus.ts';

// spec 002 §5, §7, §9 and decision 012: product uploads decided by their bytes, with the spec's limits,
// served with nosniff, a fixed type, attachment for what is not shown in the page, and Range for videos.
let t: TestApp;
let admin: Record<string, string>;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await login(t.app, 'admin'));
});
afterAll(async () => {
  await t.close();
});

function multipart(field: string, filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const ROUTES = {
  image: '/api/products/upload',
  video: '/api/products/upload-video',
  zip: '/api/products/upload-zip',
  guide: '/api/products/upload-guide',
} as const;

function send(field: keyof typeof ROUTES, filename: string, data: Buffer, type?: string) {
  const body = multipart(field, filename, data, type);
  return t.app.inject({
    method: 'POST',
    url: ROUTES[field],
    payload: body.payload,
    headers: { ...admin, ...body.headers },
  });
}

const stored = (p: string) => readFileSync(path.join(t.config.mediaDir, p.replace(/^public\//, '')));

describe('dashboard image (≤ 5 MB, re-encoded to fit 1200×630)', () => {
  it('re-encodes a large PNG with metadata to a JPEG within 1200×630 and answers imagePath', async () => {
    const r = await send('image', 'man-hinh.png', await pngOf(2400, 1800), 'image/png');
    expect(r.statusCode, r.body).toBe(200);
    const { data, message } = r.json();
    expect(message).toBe('Tải ảnh lên thành công');
    expect(data.imagePath).toMatch(/^public\/images\/product-[\w-]+\.jpg$/);
    const meta = await sharp(stored(data.imagePath)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg' });
    expect(meta.width).toBeLessThanOrEqual(1200);
    expect(meta.height).toBeLessThanOrEqual(630);
    expect(meta.exif).toBeUndefined();
  });

  it('keeps nothing of a JPEG+HTML polyglot but its pixels', async () => {
    const polyglot = Buffer.concat([await jpegOf(200, 100), HTML_PAGE]);
    const r = await send('image', 'anh.jpg', polyglot, 'image/jpeg');
    expect(r.statusCode).toBe(200);
    expect(stored(r.json().data.imagePath).includes(Buffer.from('<script'))).toBe(false);
  });

  it.each([
    ['an HTML page named .jpg', 'anh.jpg', HTML_PAGE],
    ['an SVG with a script', 'logo.svg', SVG_WITH_SCRIPT],
    ['a PDF', 'anh.png', pdfOf()],
  ])('refuses %s with 415', async (_name, filename, data) => {
    const r = await send('image', filename, data, 'image/jpeg');
    expect(r.statusCode).toBe(415);
    expect(r.json().message).toBe('Vui lòng chọn file hình ảnh hợp lệ');
  });

  it('refuses 5 MB and one byte with 413 and the spec message', async () => {
    const jpeg = await jpegOf(50, 50);
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * MB + 1 - jpeg.length)]);
    const r = await send('image', 'lon.jpg', big, 'image/jpeg');
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe('Kích thước file không được vượt quá 5MB');
  });
});

describe('video (≤ 50 MB, MP4 or WebM, served with Range)', () => {
  it('keeps a whole MP4 and serves any byte range of it; an unsatisfiable range is 416', async () => {
    const mp4 = mp4Of(10_000);
    const r = await send('video', 'demo.mp4', mp4, 'video/mp4');
    expect(r.statusCode, r.body).toBe(200);
    const url = r.json().data.url as string;
    expect(r.json().data.videoPath).toMatch(/^public\/videos\/.+\.mp4$/);

    const range = (value: string) => t.app.inject({ url, headers: { range: value } });
    const first = await range('bytes=0-15');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-15/${mp4.length}`);
    expect(first.rawPayload).toEqual(mp4.subarray(0, 16));
    const middle = await range('bytes=5000-5099');
    expect(middle.rawPayload).toEqual(mp4.subarray(5000, 5100));
    const last = await range('bytes=-10');
    expect(last.rawPayload).toEqual(mp4.subarray(mp4.length - 10));
    expect((await range(`bytes=${mp4.length + 10}-`)).statusCode).toBe(416);

    const whole = await t.app.inject({ url });
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toBeUndefined();
  });

  it.each([
    ['a truncated MP4', 'cat.mp4', mp4Of(10_000).subarray(0, 5_000)],
    ['an MP4 without its moov box', 'x.mp4', mp4Of(100).subarray(0, 20)],
    ['an HTML page named .mp4', 'x.mp4', HTML_PAGE],
    ['a ZIP', 'x.mp4', zipOf([{ name: 'a.txt', data: Buffer.from('a') }])],
  ])('refuses %s with 415', async (_name, filename, data) => {
    const r = await send('video', filename, data, 'video/mp4');
    expect(r.statusCode).toBe(415);
    expect(r.json().message).toBe('Vui lòng chọn file video hợp lệ (MP4 hoặc WebM)');
  });
});

describe('ZIP (≤ 100 MB, a real archive)', () => {
  it('keeps a real ZIP and serves it as an attachment with its exact bytes', async () => {
    const zip = zipOf([
      { name: 'README.txt', data: Buffer.from('Xin chào') },
      { name: 'src/app.js', data: Buffer.from('console.log(1)') },
    ]);
    const r = await send('zip', 'san-pham.zip', zip, 'application/zip');
    expect(r.statusCode, r.body).toBe(200);
    const served = await t.app.inject({ url: r.json().data.url });
    expect(served.rawPayload).toEqual(zip);
    expect(served.headers['content-type']).toBe('application/zip');
    expect(served.headers['content-disposition']).toBe('attachment; filename=san-pham.zip');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('download names: an uploaded quanlykho-1.0.zip reaches visitors under that name, not product-<uuid>.zip', async () => {
    const zip = zipOf([{ name: 'README.txt', data: Buffer.from('Xin chào') }]);
    const plain = await send('zip', 'quanlykho-1.0.zip', zip, 'application/zip');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data.url).toMatch(/\/product-[0-9a-f-]+\.zip$/);
    const served = await t.app.inject({ url: plain.json().data.url });
    expect(served.headers['content-disposition']).toBe('attachment; filename=quanlykho-1.0.zip');

    // a Vietnamese name: an ASCII fallback and the UTF-8 name in filename* (RFC 5987)
    const vietnamese = await send('zip', 'Phần mềm quản lý kho.zip', zip, 'application/zip');
    expect(vietnamese.statusCode, vietnamese.body).toBe(200);
    const named = await t.app.inject({ url: vietnamese.json().data.url });
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="Phan mem quan ly kho.zip"; filename*=UTF-8''${encodeURIComponent('Phần mềm quản lý kho.zip')}`,
    );
    // and a guide alike, HEAD included
    const guide = await send('guide', 'Hướng dẫn.txt', Buffer.from('Cài đặt phần mềm'));
    expect(guide.statusCode, guide.body).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: `/api/${guide.json().data.guidePath}` });
    expect(head.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Hướng dẫn.txt')}`,
    );
  });

  it.each([
    [
      'a zip-slip entry',
      zipOf([{ name: '../../../etc/cron.d/evil', data: Buffer.from('x') }]),
      'File ZIP chứa đường dẫn không an toàn',
    ],
    [
      'an absolute entry',
      zipOf([{ name: '/etc/passwd', data: Buffer.from('x') }]),
      'File ZIP chứa đường dẫn không an toàn',
    ],
    ['a zip bomb', zipOf([{ name: 'zeros.bin', data: Buffer.alloc(60 * MB) }]), 'File ZIP giải nén quá lớn'],
    [
      'a truncated ZIP',
      zipOf([{ name: 'a.txt', data: randomBytes(5000) }]).subarray(0, 3000),
      'Vui lòng chọn file ZIP hợp lệ',
    ],
    ['an HTML page named .zip', HTML_PAGE, 'Vui lòng chọn file ZIP hợp lệ'],
  ])('refuses %s with 415', async (_name, data, message) => {
    const r = await send('zip', 'x.zip', data, 'application/zip');
    expect(r.statusCode).toBe(415);
    expect(r.json().message).toBe(message);
  });

  it('refuses a ZIP whose name does not end in .zip', async () => {
    const r = await send('zip', 'x.exe', zipOf([{ name: 'a', data: Buffer.from('a') }]));
    expect(r.statusCode).toBe(415);
  });
});

describe('guide (≤ 10 MB, PDF, DOC, DOCX or TXT by content)', () => {
  it('keeps a PDF and a text file, served as attachments of their own type', async () => {
    for (const [name, data, type] of [
      ['huong-dan.pdf', pdfOf(), 'application/pdf'],
      ['huong-dan.txt', Buffer.from('Bước 1: cài đặt\n'), 'text/plain'],
    ] as const) {
      const r = await send('guide', name, data);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.guidePath).toMatch(/^public\/guides\//);
      const served = await t.app.inject({ url: r.json().data.url });
      expect(served.headers['content-type']).toContain(type);
      expect(served.headers['content-disposition']).toBe(`attachment; filename=${name}`);
    }
  });

  it.each([
    ['a PDF renamed .docx', 'huong-dan.docx', pdfOf()],
    ['an HTML page named .pdf', 'huong-dan.pdf', HTML_PAGE],
    ['a PNG', 'huong-dan.pdf', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
  ])('refuses %s with 415', async (_name, filename, data) => {
    const r = await send('guide', filename, data);
    expect(r.statusCode).toBe(415);
    expect(r.json().message).toBe('Vui lòng chọn file PDF, DOC, DOCX hoặc TXT');
  });

  it('refuses 10 MB and one byte with 413', async () => {
    const r = await send('guide', 'lon.txt', Buffer.alloc(10 * MB + 1, 'a'));
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe('Kích thước file không được vượt quá 10MB');
  });
});

describe('who may upload', () => {
  it('only the admin', async () => {
    const staff = bearer(await login(t.app, 'staff'));
    const body = multipart('guide', 'a.txt', Buffer.from('a'));
    const as = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: ROUTES.guide,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    expect((await as(staff)).statusCode).toBe(403);
    expect((await as({})).statusCode).toBe(401);
  });
});
