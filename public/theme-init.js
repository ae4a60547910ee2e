// Runs before first paint so a dark-theme user never sees a white flash.
// Mirrors src/app/theme.ts: the saved choice wins, else the system preference.
;(function () {
  try {
    var saved = localStorage.getItem('hubdeck:theme')
    var dark = saved === 'dark' || (saved !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)
    document.documentElement.classList.toggle('dark', dark)
  } catch {
    // Storage blocked: keep the light default.
  }
})()
