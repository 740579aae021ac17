import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  // Public pages (spec 000 §2 "Public routes"): rendered on the server inside the public layout.
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('procedure', 'routes/public/procedure.tsx'),
    route('team', 'routes/public/team.tsx'),
    route('price-list', 'routes/public/price-list.tsx'),
    route('products', 'routes/public/products.tsx'),
    route('products/:id', 'routes/public/product-detail.tsx', { id: 'ProductDetail' }),
    route('products/preview/:token', 'routes/public/product-preview.tsx'),
    route('news', 'routes/public/news.tsx'),
    route('news/:slug', 'routes/public/news-detail.tsx'),
    // decision 042: a signed preview link of a draft or of unsaved edits, on the public layout
    route('news/preview/:token', 'routes/public/news-preview.tsx'),
    route('advise', 'routes/public/advise.tsx'),
    // /payment without a service is the price list's question (which service?): the loader sends it there
    route('payment/:serviceId?', 'routes/public/payment.tsx'),
    // Decree 13/2023/NĐ-CP: the privacy page every form's consent notice links to
    route('privacy', 'routes/public/privacy.tsx'),
    // spec 000 §2 footer: the terms and guide links, whose targets the spec leaves to us
    route('terms', 'routes/public/terms.tsx'),
    route('guide', 'routes/public/guide.tsx'),
  ]),

  // Back-office: rendered in the browser (clientLoader + HydrateFallback), no public header or footer.
  layout('routes/admin/admin-layout.tsx', [
    route('admin', 'routes/admin/admin-index.tsx'),
    route('admin/login', 'routes/admin/login.tsx'),
    route('admin/news', 'routes/admin/news-index.tsx'),
    layout('routes/admin/shell.tsx', [
      route('admin/dashboard', 'routes/admin/dashboard.tsx'),
      // spec 001 §2 Services; the list's route name in the old app was AdminServiceList
      route('admin/services/list', 'routes/admin/services-list.tsx', { id: 'AdminServiceList' }),
      route('admin/services/add', 'routes/admin/services-add.tsx'),
      route('admin/services/trash', 'routes/admin/services-trash.tsx'),
      // spec 001 §2 News; the list's route name in the old app was AdminNewsList
      route('admin/news/list', 'routes/admin/news-list.tsx', { id: 'AdminNewsList' }),
      route('admin/news/add', 'routes/admin/news-add.tsx'),
      route('admin/news/trash', 'routes/admin/news-trash.tsx'),
      route('admin/news/edit/:id', 'routes/admin/news-edit.tsx'),
      route('admin/news/detail/:id', 'routes/admin/news-detail.tsx'),
      route('admin/orders/list', 'routes/admin/orders-list.tsx'),
      route('admin/orders/history', 'routes/admin/orders-history.tsx'),
      route('admin/payments/list', 'routes/admin/payments-list.tsx'),
      // spec 002 §2 Booking screens; the history's route name in the old app was BookingList
      route('admin/bookings/list', 'routes/admin/bookings-list.tsx', { id: 'BookingList' }),
      route('admin/bookings/pending', 'routes/admin/bookings-pending.tsx'),
      route('admin/accounts/list', 'routes/admin/accounts-list.tsx', { id: 'AccountList' }),
      route('admin/accounts/add', 'routes/admin/accounts-add.tsx'),
      route('admin/accounts/trash', 'routes/admin/accounts-trash.tsx'),
      route('admin/accounts/edit/:id', 'routes/admin/accounts-edit.tsx'),
      // Khách hàng (ARCHITECTURE.md Contacts, decision 043)
      route('admin/contacts/list', 'routes/admin/contacts-list.tsx'),
      route('admin/contacts/detail/:id', 'routes/admin/contacts-detail.tsx'),
      route('admin/roles', 'routes/admin/roles.tsx'),
      route('admin/audit', 'routes/admin/audit.tsx'),
      route('admin/profile', 'routes/admin/profile.tsx'),
      // spec 002 §2 Products
      route('admin/products/list', 'routes/admin/products-list.tsx'),
      route('admin/products/add', 'routes/admin/products-add.tsx'),
      route('admin/products/edit/:id', 'routes/admin/products-edit.tsx'),
      route('admin/products/trash', 'routes/admin/products-trash.tsx'),
      route('admin/products/detail/:id', 'routes/admin/products-detail.tsx'),
      // decision 042: old public addresses answering 301
      route('admin/redirects', 'routes/admin/redirects-list.tsx'),
      route('admin/redirects/add', 'routes/admin/redirects-add.tsx'),
      // decision 019: the running site at a glance
      route('admin/system', 'routes/admin/system.tsx'),
      route('admin/chat/stats', 'routes/admin/chat-stats.tsx'),
      route('admin/chat/training', 'routes/admin/chat-training.tsx'),
      // spec 002 §2 Admin live chat: the agents' console
      route('admin/chat/live', 'routes/admin/chat-live.tsx'),
    ]),
  ]),

  // spec 000 §2: any unmatched path, outside every layout (no header, footer or chat widgets).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
