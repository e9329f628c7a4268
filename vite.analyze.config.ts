import { mergeConfig } from 'vite';
import base from './vite.config.ts';
export default mergeConfig(base, {
  build: { outDir: '/tmp/dist-an' },
  plugins: [
    {
      name: 'why',
      generateBundle(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.name.startsWith('initial')) continue;
          const mods = new Set(Object.keys(chunk.modules));
          for (const id of mods) {
            const info = this.getModuleInfo(id);
            const pkg = process.env.PKG;
            if (
              id.includes('/src/') &&
              (info?.importedIds ?? []).some((i) => i.includes('node_modules/' + pkg))
            )
              console.log(
                'USES ' +
                  id.replace(/.*\/src\//, '') +
                  ' <= ' +
                  (info?.importers ?? [])
                    .filter((i) => mods.has(i))
                    .map((i) => i.replace(/.*\/src\//, ''))
                    .join(', '),
              );
          }
        }
      },
    },
  ],
});
