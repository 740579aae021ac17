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
    route('news', 'routes/public/news.tsx'),
    route('news/:slug', 'routes/public/news-detail.tsx'),
    route('advise', 'routes/public/advise.tsx'),
    route('payment/:serviceId', 'routes/public/payment.tsx'),
  ]),

  // spec 000 §2: any unmatched path, outside every layout (no header, footer or chat widgets).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
