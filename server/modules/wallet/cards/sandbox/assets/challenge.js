// The sandbox bank's 3-D Secure page, shown in the card field's iframe (or opened on its own).
// Approve or fail; the answer goes to the parent as {type:'result', status, paymentMethodId?, error?}.
;(function () {
  'use strict'
  var box = document.getElementById('challenge')
  var ended = document.getElementById('challenge-ended')
  function tellEnded() {
    var succeeded = ended.dataset.status === 'succeeded'
    var message = { type: 'result', status: succeeded ? 'succeeded' : 'failed' }
    if (!succeeded) message.error = { code: ended.dataset.code, message: ended.textContent }
    if (window.parent !== window) window.parent.postMessage(message, location.origin)
  }
  // Not waiting any more (a reload after the answer): tell the app how it ended, so it goes on.
  if (!box) return ended ? tellEnded() : undefined
  var approve = document.getElementById('approve')
  var fail = document.getElementById('fail')
  var line = document.getElementById('challenge-result')

  function tell(message) {
    if (window.parent !== window) window.parent.postMessage(message, location.origin)
  }
  function answer(approved) {
    approve.disabled = true
    fail.disabled = true
    fetch('/sandbox/api/authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: box.dataset.clientSecret, approve: approved, lang: box.dataset.lang }),
    })
      .then(function (response) {
        return response.json()
      })
      .then(function (result) {
        line.textContent = result.error ? result.error.message : '✓'
        tell(Object.assign({ type: 'result' }, result))
      })
      .catch(function () {
        approve.disabled = false
        fail.disabled = false
        tell({ type: 'result', status: 'failed', error: { code: 'network_error', message: 'Network error' } })
      })
  }
  approve.addEventListener('click', function () {
    answer(true)
  })
  fail.addEventListener('click', function () {
    answer(false)
  })
  // Disabled in the page until now: a click counts only once it is heard.
  approve.disabled = false
  fail.disabled = false
  tell({ type: 'resize', height: document.documentElement.scrollHeight })
})()
