import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { claimHistoryReason } from '#domain/orders/abandoned-orders.rules.ts';
import { orderCodeFrom } from '#domain/orders/payment-matching.rules.ts';
import { transferContentFor } from '#domain/payments/vietqr.rules.ts';
import type { Db } from './client.ts';
import { accounts } from './schema/accounts.ts';
import { bookings } from './schema/bookings.ts';
import { chatbotMessages, chatbotTrainingItems } from './schema/chatbot.ts';
import { livechatMessages, livechatRooms } from './schema/livechat.ts';
import { mediaFiles } from './schema/media.ts';
import { news, newsLikes } from './schema/news.ts';
import { orderStatusHistory, orders } from './schema/orders.ts';
import { paymentTransactions } from './schema/payments.ts';
import { products } from './schema/products.ts';
import { services } from './schema/services.ts';
import {
  DEMO_BOOKINGS,
  DEMO_ORDERS,
  DEMO_PRODUCTS,
  DEMO_SERVICES,
  DEMO_TRAINING,
  type DemoProduct,
  type DemoTrainingItem,
} from './seed-demo-catalogue.ts';
import { DEMO_ARTICLES, ILLUSTRATIONS, type Illustration, illustrationFile } from './seed-demo-news.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Vietnam has no daylight saving: its days start at 17:00 UTC. */
const VIETNAM_OFFSET = 7 * HOUR;

// spec 002 §5: images are bounded to 1200x630 and stored as JPEG at quality 0.8
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 630;

type MediaKind = 'image' | 'zip' | 'guide';
type MediaRow = typeof mediaFiles.$inferInsert;
type Palette = { label: string; from: string; to: string };

const FOLDERS: Record<MediaKind, string> = { image: 'images', zip: 'zips', guide: 'guides' };

/** Writes one file under mediaDir and returns its media row; `path` is what entities store (public/<folder>/<file>). */
async function storeFile(
  mediaDir: string,
  kind: MediaKind,
  fileName: string,
  bytes: Buffer,
  meta: { mimeType: string; width?: number; height?: number },
): Promise<MediaRow> {
  const folder = FOLDERS[kind];
  await writeFile(path.join(mediaDir, folder, fileName), bytes);
  return {
    kind,
    path: `public/${folder}/${fileName}`,
    originalName: fileName,
    mimeType: meta.mimeType,
    sizeBytes: bytes.length,
    width: meta.width ?? null,
    height: meta.height ?? null,
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A gradient card with soft circles and a short ASCII label (the fonts at hand may lack Vietnamese glyphs). */
function coverSvg({ label, from, to }: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="1040" cy="110" r="220" fill="#fff" fill-opacity="0.08"/>
  <circle cx="150" cy="560" r="260" fill="#fff" fill-opacity="0.06"/>
  <rect x="100" y="250" width="120" height="8" rx="4" fill="#fff" fill-opacity="0.7"/>
  <text x="100" y="350" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#fff">${escapeXml(label)}</text>
  <text x="100" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#fff" fill-opacity="0.85">software - web - app</text>
</svg>`;
}

/** A mock dashboard screen for a product: header, sidebar, stat cards and a bar chart. */
function dashboardSvg({ label, from, to }: Palette, seed: number): string {
  const bars = Array.from({ length: 12 }, (_, i) => {
    const h = 60 + Math.round(Math.abs(Math.sin(seed * 12.9898 + i * 78.233)) * 170);
    return `<rect x="${330 + i * 66}" y="${560 - h}" width="40" height="${h}" rx="6" fill="${from}" fill-opacity="${0.55 + (i % 3) * 0.15}"/>`;
  }).join('');
  const cards = [0, 1, 2]
    .map(
      (i) => `<rect x="${300 + i * 290}" y="120" width="260" height="120" rx="14" fill="#fff"/>
  <rect x="${324 + i * 290}" y="150" width="120" height="14" rx="7" fill="#cfd8dc"/>
  <rect x="${324 + i * 290}" y="184" width="${90 + ((seed + i * 53) % 100)}" height="30" rx="8" fill="${to}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}">
  <defs><linearGradient id="h" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="#eef2f6"/>
  <rect width="100%" height="84" fill="url(#h)"/>
  <text x="36" y="55" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(label)}</text>
  <rect x="0" y="84" width="260" height="546" fill="#263238"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="32" y="${130 + i * 56}" width="${150 + ((i * 29) % 50)}" height="16" rx="8" fill="#fff" fill-opacity="${i === 0 ? 0.9 : 0.35}"/>`).join('')}
  ${cards}
  <rect x="300" y="270" width="840" height="320" rx="14" fill="#fff"/>
  ${bars}
</svg>`;
}

async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** A ZIP archive (deflate, UTF-8 names) built with node:zlib, so the demo needs no archive library. */
function zipArchive(entries: { name: string; content: string }[], modified: Date): Buffer {
  const dosTime = (modified.getHours() << 11) | (modified.getMinutes() << 5) | (modified.getSeconds() >> 1);
  const dosDate =
    ((modified.getFullYear() - 1980) << 9) | ((modified.getMonth() + 1) << 5) | modified.getDate();
  const UTF8_NAMES = 0x0800;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.content, 'utf8');
    const packed = deflateRawSync(data);
    const crc = crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(8, 8); // method: deflate
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42); // the other fields (extra, comment, disk, attributes) stay 0
    centrals.push(central, name);

    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function productArchive(product: DemoProduct, now: Date): Buffer {
  return zipArchive(
    [
      { name: 'README.txt', content: `${product.readme.join('\n')}\n` },
      {
        name: 'TINH-NANG.txt',
        content: `${product.title}\n\n${product.features.map((f) => `- ${f}`).join('\n')}\n`,
      },
    ],
    now,
  );
}

/** Every demo file on disk, and the media rows that record them. */
async function writeDemoFiles(mediaDir: string, now: Date) {
  for (const folder of Object.values(FOLDERS)) await mkdir(path.join(mediaDir, folder), { recursive: true });
  const jpeg = { mimeType: 'image/jpeg', width: IMAGE_WIDTH, height: IMAGE_HEIGHT };

  const image = async (fileName: string, svg: string) =>
    storeFile(mediaDir, 'image', fileName, await renderJpeg(svg), jpeg);

  const rows = await Promise.all([
    ...DEMO_ARTICLES.map((a) => image(`tin-tuc-${a.slug}.jpg`, coverSvg(a.cover))),
    ...(Object.keys(ILLUSTRATIONS) as Illustration[]).map((key) =>
      image(illustrationFile(key), coverSvg(ILLUSTRATIONS[key])),
    ),
    image('dich-vu-web.jpg', coverSvg({ label: 'WEBSITE', from: '#1565c0', to: '#26c6da' })),
    image('dich-vu-app.jpg', coverSvg({ label: 'MOBILE APP', from: '#6a1b9a', to: '#7e57c2' })),
    image('dich-vu-agency.jpg', coverSvg({ label: 'AGENCY', from: '#e65100', to: '#ffca28' })),
    ...DEMO_PRODUCTS.map((p, i) => image(`san-pham-${p.key}.jpg`, dashboardSvg(p.screen, i + 7))),
    ...DEMO_PRODUCTS.map((p) =>
      storeFile(mediaDir, 'zip', `${p.key}.zip`, productArchive(p, now), { mimeType: 'application/zip' }),
    ),
    ...DEMO_PRODUCTS.map((p) =>
      storeFile(mediaDir, 'guide', `${p.key}-huong-dan.txt`, Buffer.from(`${p.guide.join('\n')}\n`, 'utf8'), {
        mimeType: 'text/plain',
      }),
    ),
  ]);
  return rows;
}

/** Midnight in Vietnam, `days` days from the Vietnamese day of `now`, plus `hours`. */
function vietnamDay(now: Date, days: number, hours = 0): Date {
  const midnight = Math.floor((now.getTime() + VIETNAM_OFFSET) / DAY) * DAY - VIETNAM_OFFSET;
  return new Date(midnight + days * DAY + hours * HOUR);
}

const notAfter = (date: Date, limit: Date) => (date.getTime() <= limit.getTime() ? date : limit);

/**
 * Demo content for the first start (ARCHITECTURE.md: first start seeds demo content in Vietnamese). Files are
 * written first under fixed names (a retry overwrites them); every row then goes in one transaction, so a
 * failed seed leaves no half content in the database.
 */
export async function seedDemoContent(
  db: Db,
  opts: { mediaDir: string; adminId: string; staffId: string; transferPrefix: string },
): Promise<void> {
  const now = new Date();
  const media = await writeDemoFiles(opts.mediaDir, now);

  await db.transaction(async (tx) => {
    const authors = await tx
      .select({ id: accounts.id, fullName: accounts.fullName })
      .from(accounts)
      .where(inArray(accounts.id, [opts.adminId, opts.staffId]));
    const nameOf = (id: string) => authors.find((a) => a.id === id)?.fullName ?? 'Quản trị viên';

    await tx
      .insert(mediaFiles)
      .values(media.map((m) => ({ ...m, uploadedBy: opts.adminId, createdAt: now })));

    // services: oldest first within each type is the display order of the home page and price list
    const insertedServices = await tx
      .insert(services)
      .values(
        DEMO_SERVICES.map((s, i) => {
          const createdAt = new Date(now.getTime() - (DEMO_SERVICES.length - i) * HOUR - 30 * DAY);
          return { ...s, image: `public/images/dich-vu-${s.type}.jpg`, createdAt, updatedAt: createdAt };
        }),
      )
      .returning({ id: services.id, title: services.title, type: services.type, price: services.price });

    // news: 12 published over the last months, one draft, one scheduled a few days ahead
    const insertedNews = await tx
      .insert(news)
      .values(
        DEMO_ARTICLES.map((a, i) => {
          const authorId = a.byStaff ? opts.staffId : opts.adminId;
          const publishedDate =
            a.status === 'published'
              ? new Date(now.getTime() - a.daysAgo * DAY - (i + 1) * 47 * MINUTE)
              : null;
          const createdAt = publishedDate
            ? new Date(publishedDate.getTime() - DAY)
            : new Date(now.getTime() - 2 * DAY);
          const scheduledPublishDate =
            a.status === 'scheduled' ? vietnamDay(now, a.scheduleInDays ?? 3, 9) : null;
          return {
            slug: a.slug,
            title: a.title,
            summary: a.summary,
            content: a.content,
            image: `public/images/tin-tuc-${a.slug}.jpg`,
            type: a.type,
            authorId,
            authorName: nameOf(authorId),
            status: a.status,
            scheduledPublishDate,
            publishedDate,
            views: a.views,
            likeCount: a.likes,
            focusKeyword: a.focusKeyword,
            keywords: a.keywords,
            metaDescription: a.metaDescription,
            seoScore: a.seoScore,
            readabilityScore: a.readabilityScore,
            createdAt,
            updatedAt: publishedDate ?? createdAt,
          };
        }),
      )
      .returning({ id: news.id, likeCount: news.likeCount, publishedDate: news.publishedDate });

    // likeCount is the number of like rows (spec 000 §3 Like status: totalLikes)
    const likes = insertedNews.flatMap((article) =>
      Array.from({ length: article.likeCount }, (_, i) => ({
        newsId: article.id,
        visitorId: randomUUID(),
        createdAt: notAfter(new Date((article.publishedDate ?? now).getTime() + (i + 1) * 3 * HOUR), now),
      })),
    );
    if (likes.length > 0) await tx.insert(newsLikes).values(likes);

    await tx.insert(products).values(
      DEMO_PRODUCTS.map((p, i) => {
        const createdAt = new Date(now.getTime() - (DEMO_PRODUCTS.length - i) * 5 * DAY);
        return {
          title: p.title,
          category: p.category,
          description: p.description,
          overview: p.overview,
          features: p.features,
          icon: p.icon,
          iconColor: p.iconColor,
          dashboardImage: `public/images/san-pham-${p.key}.jpg`,
          zipFile: `public/zips/${p.key}.zip`,
          guideFile: `public/guides/${p.key}-huong-dan.txt`,
          status: 'active' as const,
          sortOrder: i + 1,
          views: p.views,
          downloads: p.downloads,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );

    const training = await tx
      .insert(chatbotTrainingItems)
      .values(
        DEMO_TRAINING.map((t, i) => ({
          ...t,
          lastUsedAt: t.usageCount > 0 ? new Date(now.getTime() - (i + 1) * 5 * HOUR) : null,
          createdAt: new Date(now.getTime() - 60 * DAY),
          updatedAt: new Date(now.getTime() - 20 * DAY),
        })),
      )
      .returning({ id: chatbotTrainingItems.id, pattern: chatbotTrainingItems.pattern });

    // orders of the last 7 days, so the dashboard's chart has real points
    for (const [i, o] of DEMO_ORDERS.entries()) {
      const service = insertedServices.find((s) => s.title === o.serviceTitle);
      if (!service) throw new Error(`Demo order refers to an unknown service: ${o.serviceTitle}`);
      const createdAt = notAfter(vietnamDay(now, -o.daysAgo, o.hour), new Date(now.getTime() - 10 * MINUTE));
      const paid = o.paymentStatus === 'paid';
      // the real orders' code and transfer content (spec 000 §9, decision 013), so the demo teaches the real format
      const orderCode = orderCodeFrom(randomBytes(6));
      const claimedAt = o.claimedTransactionId ? new Date(createdAt.getTime() + 4 * MINUTE) : null;
      const [order] = await tx
        .insert(orders)
        .values({
          serviceId: service.id,
          serviceTitle: service.title,
          serviceType: service.type,
          amount: service.price,
          fullName: o.fullName,
          phone: o.phone,
          email: o.email,
          paymentMethod: o.paymentMethod,
          orderStatus: o.orderStatus,
          paymentStatus: o.paymentStatus,
          paidAmount: paid ? (service.price ?? 0) : 0,
          orderCode,
          transferContent: transferContentFor(opts.transferPrefix, orderCode, o.phone),
          claimedAt,
          claimedTransactionId: o.claimedTransactionId ?? null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: orders.id });
      if (o.paymentStatus !== 'pending' && service.price !== null) {
        // spec 000 §9: method prefix, a timestamp piece and a 3-digit number
        const at = new Date(createdAt.getTime() + 3 * MINUTE);
        await tx.insert(paymentTransactions).values({
          orderId: order!.id,
          transactionId: `${o.paymentMethod.slice(0, 3)}${String(at.getTime()).slice(-8)}${101 + i * 111}`,
          amount: service.price,
          method: o.paymentMethod,
          status: o.paymentStatus,
          createdAt: at,
          updatedAt: at,
        });
      }
      if (claimedAt && service.price !== null) {
        await tx.insert(paymentTransactions).values({
          orderId: order!.id,
          transactionId: `${o.paymentMethod.slice(0, 3)}${claimedAt.getTime()}${String(100 + i).slice(-3)}`,
          amount: service.price,
          method: o.paymentMethod,
          status: 'pending',
          claimedTransactionId: o.claimedTransactionId ?? null,
          createdAt: claimedAt,
          updatedAt: claimedAt,
        });
        await tx.insert(orderStatusHistory).values({
          orderId: order!.id,
          source: 'visitor',
          actorName: o.fullName,
          fromOrderStatus: o.orderStatus,
          toOrderStatus: o.orderStatus,
          fromPaymentStatus: o.paymentStatus,
          toPaymentStatus: o.paymentStatus,
          fromPaidAmount: 0,
          toPaidAmount: 0,
          reason: claimHistoryReason(o.claimedTransactionId ?? null),
          createdAt: claimedAt,
        });
      }
    }

    await tx.insert(bookings).values(
      DEMO_BOOKINGS.map((b, i) => {
        const createdAt = notAfter(vietnamDay(now, -b.daysAgo, 9 + i), new Date(now.getTime() - 30 * MINUTE));
        return { ...b, createdAt, updatedAt: createdAt };
      }),
    );

    // a few assistant chats for the chat statistics (spec 002 §2), answered by the first item of a category
    const answer = (category: DemoTrainingItem['category']) => {
      const source = DEMO_TRAINING.find((t) => t.category === category)!;
      const item = training.find((t) => t.pattern === source.pattern)!;
      return { trainingItemId: item.id, botResponse: source.responseText, suggestions: source.suggestions };
    };
    const exchanges = [
      {
        session: 'demo-ai-1',
        ask: 'Cho mình hỏi bên bạn làm những dịch vụ gì?',
        category: 'dịch_vụ',
        ago: 6 * DAY,
      },
      {
        session: 'demo-ai-1',
        ask: 'Làm website khoảng bao nhiêu tiền?',
        category: 'báo_giá',
        ago: 6 * DAY - 3 * MINUTE,
      },
      { session: 'demo-ai-2', ask: 'Làm website mất bao lâu vậy?', category: 'thời_gian', ago: 2 * DAY },
      {
        session: 'demo-ai-2',
        ask: 'Quy trình làm việc ra sao?',
        category: 'quy_trình',
        ago: 2 * DAY - 4 * MINUTE,
      },
      { session: 'demo-ai-3', ask: 'Mình muốn gặp nhân viên tư vấn', category: 'liên_hệ', ago: 3 * HOUR },
    ] as const;
    await tx.insert(chatbotMessages).values(
      exchanges.map((e) => ({
        sessionId: e.session,
        userMessage: e.ask,
        ...answer(e.category),
        pagePath: '/',
        createdAt: new Date(now.getTime() - e.ago),
      })),
    );

    // two live support rooms: one answered, one waiting for an admin (spec 002 §2 Admin live chat)
    const answeredAt = new Date(now.getTime() - 26 * HOUR);
    const exchange = [
      { sender: 'user' as const, message: 'Chào bạn, mình muốn hỏi về gói website thương mại điện tử.' },
      {
        sender: 'admin' as const,
        message:
          'Chào anh An, gói thương mại điện tử có giá từ 25.000.000 đ. Anh dự định bán khoảng bao nhiêu sản phẩm ạ?',
      },
      { sender: 'user' as const, message: 'Khoảng 200 sản phẩm, có kết nối giao hàng được không?' },
      {
        sender: 'admin' as const,
        message: 'Dạ được, gói đã gồm kết nối đơn vị vận chuyển. Em gửi anh báo giá chi tiết qua email nhé.',
      },
    ];
    const lastAnswered = exchange.at(-1)!;
    const waiting = {
      sender: 'user' as const,
      message: 'Bên bạn có làm ứng dụng đặt lịch cho phòng khám không ạ?',
    };
    const waitingAt = new Date(now.getTime() - 40 * MINUTE);
    const rooms = await tx
      .insert(livechatRooms)
      .values([
        {
          sessionId: 'demo-live-1',
          visitorName: 'Nguyễn Văn An',
          visitorPhone: '0909111222',
          lastMessageAt: new Date(answeredAt.getTime() + (exchange.length - 1) * 2 * MINUTE),
          lastMessagePreview: lastAnswered.message,
          lastMessageSender: lastAnswered.sender,
          unreadForAdmin: 0,
          createdAt: answeredAt,
          updatedAt: answeredAt,
        },
        {
          sessionId: 'demo-live-2',
          visitorEmail: 'mai.tran@example.com',
          lastMessageAt: waitingAt,
          lastMessagePreview: waiting.message,
          lastMessageSender: waiting.sender,
          unreadForAdmin: 1,
          createdAt: waitingAt,
          updatedAt: waitingAt,
        },
      ])
      .returning({ id: livechatRooms.id, sessionId: livechatRooms.sessionId });
    const roomId = (sessionId: string) => rooms.find((r) => r.sessionId === sessionId)!.id;
    await tx.insert(livechatMessages).values([
      ...exchange.map((m, i) => ({
        roomId: roomId('demo-live-1'),
        sender: m.sender,
        message: m.message,
        adminId: m.sender === 'admin' ? opts.adminId : null,
        createdAt: new Date(answeredAt.getTime() + i * 2 * MINUTE),
      })),
      {
        roomId: roomId('demo-live-2'),
        sender: waiting.sender,
        message: waiting.message,
        createdAt: waitingAt,
      },
    ]);
  });
}
