import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The site's build target, so the floor differs from the site only in what the app contains.
export default defineConfig({
  plugins: [reactRouter()],
  build: { target: "es2022" },
});
