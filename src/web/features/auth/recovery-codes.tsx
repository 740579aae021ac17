/** The ten recovery codes, shown once (decision 016). */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="recovery-codes-title" className="text-sm font-semibold text-amber-900">
        Mã khôi phục
      </h2>
      <p className="mt-1 text-xs text-amber-900">
        Mỗi mã dùng được một lần khi không có ứng dụng xác thực. Hãy lưu ở nơi an toàn: các mã chỉ hiện một
        lần.
      </p>
      <ul
        className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm text-slate-900"
        data-testid="recovery-codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </section>
  );
}
