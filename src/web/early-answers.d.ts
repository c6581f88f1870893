// What the boot script (boot.ts) hands to the app (lib/api.ts): the answers it began reading for the page's data
// while the app's code downloaded, by address, with the time it asked (performance.now()).
// eslint-disable-next-line no-var -- only `var` declares a property of globalThis (window)
declare var earlyAnswers: Map<string, { at: number; answer: Promise<Response> }> | undefined;
