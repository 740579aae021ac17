import { Bot, CalendarDays, CalendarRange, MessageSquare, Users } from 'lucide-react';
import { CATEGORY_LABELS, CHAT_RATE_LIMIT, type ChatStats } from '#domain/chat/chatbot.schema.ts';
import { QueryView, RefreshButton } from '../../components/admin/states.tsx';
import { statsErrorMessage, useChatStats } from '../../features/chatbot/chatbot.api.ts';
import { formatNumber } from '../../lib/format.ts';

const CARDS = [
  { key: 'totalMessages', label: 'Tổng tin nhắn', icon: MessageSquare },
  { key: 'todayMessages', label: 'Hôm nay', icon: CalendarDays },
  { key: 'last7DaysMessages', label: '7 ngày qua', icon: CalendarRange },
  { key: 'last30DaysMessages', label: '30 ngày qua', icon: CalendarRange },
  { key: 'uniqueSessions', label: 'Người dùng', icon: Users },
] as const;

/** spec 002 §2 "Chat statistics": five cards, refresh, information panel; plus accuracy and fallbacks per day. */
export default function ChatStatsScreen() {
  const query = useChatStats();
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-end gap-2">
        <RefreshButton query={query} />
      </div>
      <QueryView query={query} loadingLabel="Đang tải thống kê..." errorMessage={statsErrorMessage}>
        {(stats) => <StatsView stats={stats} />}
      </QueryView>
      <InformationPanel />
    </div>
  );
}

function StatsView({ stats }: { stats: ChatStats }) {
  const fallbacks = stats.daily.reduce((n, d) => n + d.fallbacks, 0);
  const messages = stats.daily.reduce((n, d) => n + d.messages, 0);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-label="Số liệu trò chuyện">
        {CARDS.map(({ key, label, icon: Icon }) => (
          <li key={key} className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-slate-600 text-sm">{label}</span>
              <span className="block font-semibold text-2xl text-slate-900" data-testid={`chat-stat-${key}`}>
                {formatNumber(stats[key])}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="rounded-xl bg-white p-4 shadow-sm" aria-labelledby="chat-accuracy">
          <h2 id="chat-accuracy" className="font-semibold text-slate-900">
            Độ chính xác theo đánh giá
          </h2>
          <p className="mt-2 text-3xl text-slate-900" data-testid="chat-accuracy">
            {stats.accuracy === null ? 'Chưa có đánh giá' : `${stats.accuracy}%`}
          </p>
          <p className="text-slate-600 text-sm">
            {formatNumber(stats.ratings)} lượt đánh giá; tỉ lệ chưa hiểu 14 ngày qua:{' '}
            {messages > 0 ? `${Math.round((100 * fallbacks) / messages)}%` : '—'}
          </p>
        </section>
        <section className="rounded-xl bg-white p-4 shadow-sm" aria-labelledby="chat-daily">
          <h2 id="chat-daily" className="font-semibold text-slate-900">
            Tin nhắn và câu chưa hiểu theo ngày
          </h2>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">Tin nhắn và câu trợ lý chưa hiểu, 14 ngày qua</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col">Ngày</th>
                <th scope="col">Tin nhắn</th>
                <th scope="col">Chưa hiểu</th>
                <th scope="col">Tỉ lệ</th>
              </tr>
            </thead>
            <tbody>
              {stats.daily
                .slice()
                .reverse()
                .map((d) => (
                  <tr key={d.date} className="border-slate-100 border-t">
                    <td>{d.date.split('-').reverse().join('/')}</td>
                    <td>{formatNumber(d.messages)}</td>
                    <td>{formatNumber(d.fallbacks)}</td>
                    <td>{d.messages > 0 ? `${Math.round((100 * d.fallbacks) / d.messages)}%` : '—'}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
        <section className="rounded-xl bg-white p-4 shadow-sm" aria-labelledby="chat-sources">
          <h2 id="chat-sources" className="font-semibold text-slate-900">
            Trang trả lời nhiều nhất (30 ngày)
          </h2>
          {stats.topSources.length === 0 ? (
            <p className="mt-2 text-slate-600 text-sm">Chưa có câu trả lời nào lấy từ nội dung trang.</p>
          ) : (
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm" data-testid="chat-top-sources">
              {stats.topSources.map((s) => (
                <li key={s.url}>
                  <a href={s.url} className="text-brand-700 underline">
                    {s.title}
                  </a>{' '}
                  <span className="text-slate-600">({formatNumber(s.answers)} lượt)</span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="rounded-xl bg-white p-4 shadow-sm" aria-labelledby="chat-fallbacks">
          <h2 id="chat-fallbacks" className="font-semibold text-slate-900">
            Câu hỏi còn chưa hiểu nhiều nhất (30 ngày)
          </h2>
          {stats.topFallbacks.length === 0 ? (
            <p className="mt-2 text-slate-600 text-sm">Không có câu hỏi nào chưa được trả lời.</p>
          ) : (
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm" data-testid="chat-top-fallbacks">
              {stats.topFallbacks.map((f) => (
                <li key={f.question}>
                  {f.question} <span className="text-slate-600">({formatNumber(f.count)} lần)</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}

function InformationPanel() {
  return (
    <section className="rounded-xl bg-white p-4 text-slate-700 text-sm shadow-sm" aria-labelledby="chat-info">
      <h2 id="chat-info" className="flex items-center gap-2 font-semibold text-slate-900">
        <Bot className="size-5" aria-hidden="true" />
        Thông tin chatbot
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          Trợ lý AI tự động trả lời khách truy cập bằng dữ liệu huấn luyện và nội dung trang (dịch vụ, sản
          phẩm, tin tức), có dấu hoặc không dấu; câu trả lời lấy từ một trang kèm liên kết 'Xem chi tiết'.
        </li>
        <li>
          Từ khóa hỗ trợ:{' '}
          {Object.values(CATEGORY_LABELS)
            .map((l) => l.toLocaleLowerCase('vi'))
            .join(', ')}
          .
        </li>
        <li>Giới hạn: {CHAT_RATE_LIMIT.perIp} tin nhắn mỗi phút cho mỗi địa chỉ IP.</li>
        <li>Khi chưa hiểu câu hỏi, trợ lý đề nghị gặp nhân viên và đưa ra gợi ý gần nhất.</li>
        <li>Tất cả tin nhắn đều được lưu lại.</li>
      </ul>
    </section>
  );
}
