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
});
