import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // the browser never reaches src/server: checked on resolved paths by `npm run lint` (decision 010)
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsDir: 'assets' },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // Fewer, larger chunks for the modules every page needs: each module response costs the phone a
            // main-thread task while the page hydrates (bench/RESULTS.md, Lighthouse). Route code stays split.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
});
