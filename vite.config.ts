import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { pictureImports, siteDefines } from "./scripts/build-inputs.ts";

/**
 * The scripts every public page needs come as one file, the shell: the framework (React, React
 * Router, the bundler's runtime) and the site's frame (what the root and the public pages' layout
 * import, and what at least three public pages share, unless it brings a library besides the
 * framework: the forms' library in the shell would load on every page), collected here from the
 * module graph.
 * Each page then adds its own module (and what it shares with one other page). On a slow phone
 * each file costs a round trip and a browser opens six connections at most: left to itself the
 * bundler makes some twenty files of a few hundred bytes each.
 */
const shellModules = new Set<string>();
const isFramework = (id: string) =>
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown[\\/]runtime/.test(id);
const collectShellModules: Plugin = {
  name: "collect-shell-modules",
  applyToEnvironment: (environment) => environment.name === "client",
  buildEnd() {
    const closure = (id: string, into = new Set<string>()) => {
      if (into.has(id) || id.includes("node_modules")) return into;
      into.add(id);
      this.getModuleInfo(id)?.importedIds.forEach((imported) => closure(imported, into));
      return into;
    };
    const bringsLibrary = new Map<string, boolean>();
    const usesLibrary = (id: string): boolean => {
      if (!bringsLibrary.has(id)) {
        bringsLibrary.set(id, false);
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        const found = imported.some((dependency) =>
          dependency.includes("node_modules") ? !isFramework(dependency) : usesLibrary(dependency),
        );
        bringsLibrary.set(id, found);
      }
      return bringsLibrary.get(id)!;
    };
    const ids = [...this.getModuleIds()];
    const pages = ids.filter(
      (id) => /[\\/]app[\\/]routes[\\/][^\\/]+\.tsx$/.test(id) && !id.endsWith("site-layout.tsx"),
    );
    const sharedBy = new Map<string, number>();
    for (const page of pages)
      for (const id of closure(page))
        if (id !== page) sharedBy.set(id, (sharedBy.get(id) ?? 0) + 1);
    for (const id of ids)
      if (/[\\/]app[\\/](root|routes[\\/]site-layout)\.tsx$/.test(id))
        closure(id).forEach((module) => shellModules.add(module));
    for (const [id, count] of sharedBy) if (count >= 3 && !usesLibrary(id)) shellModules.add(id);
  },
};

export default defineConfig({
  define: siteDefines(),
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "shell", test: (id) => isFramework(id) || shellModules.has(id) }],
        },
      },
    },
  },
  plugins: [
    imagetools({ include: pictureImports }),
    tailwindcss(),
    reactRouter(),
    collectShellModules,
  ],
});
