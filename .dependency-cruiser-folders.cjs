// The room rules between folders (decision 085): `npm run lint` runs this after .dependency-cruiser.cjs.
// A rule of folder scope reads every module of a folder as one, so it needs a cruise of its own:
// over the code that ships or builds what ships, as a test beside its code (app/render/*.test.ts
// imports tests/render/, which imports app/render/) is no dependency of the folder it sits in.

const modules = require("./.dependency-cruiser.cjs");

/** The test code, as .dependency-cruiser.cjs names it for the rule that keeps it out of production. */
const TEST_CODE = modules.forbidden.find((rule) => rule.name === "production-not-to-test-support")?.from.pathNot;
if (!Array.isArray(TEST_CODE)) throw new Error("production-not-to-test-support in .dependency-cruiser.cjs no longer names the test code");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular-folders",
      comment:
        "No two folders import each other, not even through different modules or a third folder: a folder is a unit that may lean on others only one way (app/README.md, server/README.md). A module in a parent folder may import its subfolders.",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...modules.options,
    exclude: { path: [modules.options.exclude.path, ...TEST_CODE] },
  },
};
