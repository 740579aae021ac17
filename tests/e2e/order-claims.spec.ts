import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { signInAs, waitForHydration } from './support/session.ts';

// decision 025: the office tells 'says the money is on its way' from 'closed the QR and left': the orders list
// shows the visitor's claim as a badge and filters on it, the details show when and which transaction id, at a
// desk's width and a phone's.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the orders list shows the visitor's claim (badge, filter) and the details show when and the transaction id", async ({
      page,
      request,
    }) => {
      const services = (await (await request.get('/api/services?type=web')).json()).data;
      const service = services.find((s: { price: number | null }) => s.price !== null);
      const place = async (fullName: string) =>
        (
          await (
            await request.post('/api/orders', {
              data: {
                serviceId: service._id,
                fullName,
                phone: '0912000111',
                email: 'claim@example.com',
                paymentMethod: 'MOMO',
              },
            })
          ).json()
        ).data as { _id: string; orderCode: string };
      const claimed = await place(`Khách Báo Trả ${viewport.width}`);
      const silent = await place(`Khách Im Lặng ${viewport.width}`);
      const transactionId = `FT-E2E-${viewport.width}`;
      const claim = await request.post(`/api/orders/${claimed._id}/process-payment`, {
        data: { transactionId, amount: service.price },
      });
      expect(claim.status()).toBe(200);

      await signInAs(page, request, 'admin');
      await page.goto('/admin/orders/list');
      await waitForHydration(page);
      const claimedRow = page.getByTestId('order-row').filter({ hasText: claimed.orderCode });
      const silentRow = page.getByTestId('order-row').filter({ hasText: silent.orderCode });
      await expect(claimedRow.getByTestId('order-claim')).toHaveText('Khách báo đã thanh toán');
      await expect(silentRow).toBeVisible();
      await expect(silentRow.getByTestId('order-claim')).toHaveCount(0);

      await page.getByLabel('Lọc đơn hàng').selectOption('claimed');
      await expect(page).toHaveURL(/filter=claimed/);
      await expect(claimedRow).toBeVisible();
      await expect(silentRow).toHaveCount(0);
      await expect(page.getByTestId('order-row').getByTestId('order-claim').first()).toBeVisible();
      expect(await page.getByTestId('order-row').count()).toBe(
        await page.getByTestId('order-row').getByTestId('order-claim').count(),
      );
      await expectNoViolations(page, '/admin/orders/list?filter=claimed');

      await claimedRow.getByRole('button', { name: `Xem chi tiết đơn ${claimed.orderCode}` }).click();
      const details = page.getByRole('dialog', { name: 'Chi tiết đơn hàng' });
      await expect(details.getByTestId('order-details')).toContainText('Khách báo đã thanh toán');
      await expect(details.getByTestId('order-details')).toContainText(`mã giao dịch ${transactionId}`);
      await expectNoViolations(page, 'order details');
    });
  });
}
