import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

// The browser bundle must never contain server code (ARCHITECTURE.md, Layout): fail the build if it does.
function rejectServerCodeInClient(): Plugin {
  return {
    name: 'reject-server-code-in-client',
    applyToEnvironment: (env) => env.name === 'client',
    resolveId(source, importer) {
      if (source.startsWith('#server/') || /\/src\/server\//.test(source)) {
        throw new Error(`src/server is imported into the client bundle from ${importer ?? 'unknown'}`);
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), rejectServerCodeInClient()],
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
