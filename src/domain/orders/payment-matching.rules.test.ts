import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transferContentFor } from '../payments/vietqr.rules.ts';
import { amountColumnText, statusChangeQuestion, updateOrderSchema } from './order.schema.ts';
import { decideTransfer, orderCodeFrom, orderCodesIn, transactionIdFor } from './payment-matching.rules.ts';

const order = { amount: 1_500_000, paymentStatus: 'pending' as const, orderStatus: 'pending' };
const ACCOUNT = '0071000123456';

describe('order codes', () => {
  it('are DH and 6 characters of the unambiguous alphabet', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 6, maxLength: 6 }), (bytes) =>
        /^DH[A-HJ-NP-Z2-9]{6}$/.test(orderCodeFrom(bytes)),
      ),
    );
  });

  it('are found in a transfer content however the bank rewrote it', () => {
    const content = transferContentFor('SVS', 'DH7K3M9Q', '0912345678');
    expect(orderCodesIn(content)).toEqual(['DH7K3M9Q']);
    expect(orderCodesIn('svs dh7k3m9q 5678 chuyen tien')).toEqual(['DH7K3M9Q']);
    expect(orderCodesIn('SVS-DH7K3M9Q-5678')).toEqual(['DH7K3M9Q']);
    // a mangled code names no real order: the lookup then fails and the transfer stays unmatched
    expect(orderCodesIn('SVS DH7K3 5678')).not.toContain('DH7K3M9Q');
    expect(orderCodesIn('thanh toan don hang')).toEqual([]);
  });
});

describe('decideTransfer', () => {
  const transfer = { amount: 1_500_000, account: ACCOUNT };
  it('matches the exact amount to the right account for an order awaiting payment', () => {
    expect(decideTransfer(transfer, order, ['DH7K3M9Q'], ACCOUNT)).toEqual({ matched: true });
  });
  it.each([
    [{ ...transfer, amount: 1_499_999 }, order, ['DH7K3M9Q'], 'Số tiền chuyển thiếu'],
    [{ ...transfer, amount: 1_500_001 }, order, ['DH7K3M9Q'], 'Số tiền chuyển thừa'],
    [{ ...transfer, account: '999' }, order, ['DH7K3M9Q'], 'Sai tài khoản nhận'],
    [transfer, order, [], 'Không tìm thấy mã đơn hàng trong nội dung chuyển khoản'],
    [transfer, undefined, ['DH7K3M9Q'], 'Không có đơn hàng với mã này'],
    [
      transfer,
      { ...order, paymentStatus: 'paid' as const },
      ['DH7K3M9Q'],
      'Đơn hàng đã được thanh toán trước đó',
    ],
    [transfer, { ...order, orderStatus: 'cancelled' }, ['DH7K3M9Q'], 'Đơn hàng đã bị hủy'],
  ])('keeps a near miss unmatched with its reason (%#)', (t, o, codes, reason) => {
    expect(decideTransfer(t, o, codes, ACCOUNT)).toEqual({ matched: false, reason });
  });
});

describe('decideTransfer: the receiving account (docs/security.md)', () => {
  it.each([null, '', '   '])(
    'L9: a bank transfer without our account number (%j) never pays an order',
    (account) => {
      expect(decideTransfer({ amount: 1_500_000, account }, order, ['DH7K3M9Q'], ACCOUNT)).toEqual({
        matched: false,
        reason: 'Giao dịch không có số tài khoản nhận',
      });
    },
  );
  it("a provider's wallet payment (no account to check) still matches on code and amount", () => {
    expect(decideTransfer({ amount: 1_500_000, account: null }, order, ['DH7K3M9Q'], null)).toEqual({
      matched: true,
    });
  });
  it('money for an order the abandoned-order job cancelled says so (decision 025)', () => {
    const abandoned = { ...order, orderStatus: 'cancelled', abandonedAt: '2026-12-01T00:00:00.000Z' };
    expect(decideTransfer({ amount: 1_500_000, account: ACCOUNT }, abandoned, ['DH7K3M9Q'], ACCOUNT)).toEqual(
      {
        matched: false,
        reason: 'Đơn hàng đã tự động hủy vì quá hạn thanh toán',
      },
    );
  });
});

describe('transaction ids (spec 000 §9)', () => {
  it('are 3 letters of the method, a time piece and 3 random digits', () => {
    expect(transactionIdFor('MOMO', new Date(1_700_000_000_000), 7)).toBe('MOM1700000000000007');
    expect(transactionIdFor('VNPAY', new Date(1_700_000_000_000), 999)).toBe('VNP1700000000000999');
  });
});

describe('order update form (spec 001 §5)', () => {
  it('needs an amount above 0 when paid and resets it to 0 otherwise', () => {
    const paid = updateOrderSchema.safeParse({
      orderStatus: 'pending',
      paymentStatus: 'paid',
      paidAmount: 0,
    });
    expect(paid.error?.issues[0]?.message).toBe('Vui lòng nhập số tiền thanh toán hợp lệ');
    expect(
      updateOrderSchema.parse({ orderStatus: 'pending', paymentStatus: 'failed', paidAmount: 5000 })
        .paidAmount,
    ).toBe(0);
    expect(updateOrderSchema.safeParse({ paymentStatus: 'paid' }).error?.issues[0]?.message).toBe(
      'Vui lòng chọn trạng thái đơn hàng',
    );
  });
  it('asks before a status change and labels the amount column', () => {
    expect(statusChangeQuestion('pending', 'completed')).toBe(
      'Bạn có chắc chắn muốn thay đổi trạng thái đơn hàng từ "Chờ xử lý" thành "Hoàn Thành"?',
    );
    const f = (n: number) => `${n} đ`;
    expect(amountColumnText({ paymentStatus: 'paid', paidAmount: 10 }, f)).toBe('10 đ');
    expect(amountColumnText({ paymentStatus: 'pending', paidAmount: 0 }, f)).toBe('Chưa thanh toán');
    expect(amountColumnText({ paymentStatus: 'failed', paidAmount: 0 }, f)).toBe('Thanh toán thất bại');
  });
});
