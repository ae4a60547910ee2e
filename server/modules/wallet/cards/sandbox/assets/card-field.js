// The sandbox's card field, in an iframe of the app (same origin), as Stripe Elements is.
// Protocol (server/modules/wallet/cards/README.md): the parent sends {type:'confirm', clientSecret}
// or {type:'handleNextAction', clientSecret}; this page answers {type:'ready'}, {type:'change'},
// {type:'submit'}, {type:'resize'} and {type:'result', status, paymentMethodId?, error?, nextActionUrl?}.
// The card number goes from here to the sandbox only; the parent never sees it.
;(function () {
  'use strict'
  var form = document.getElementById('card-form')
  var number = document.getElementById('card-number')
  var expiry = document.getElementById('card-expiry')
  var cvc = document.getElementById('card-cvc')
  var name = document.getElementById('card-name')
  var errorLine = document.getElementById('card-error')
  var query = new URLSearchParams(location.search)
  var look = { lang: query.get('lang') === 'zh' ? 'zh' : 'en', theme: query.get('theme') || '' }
  var busy = false

  function tell(message) {
    if (window.parent !== window) window.parent.postMessage(message, location.origin)
  }
  function digits(value) {
    return value.replace(/\D/g, '')
  }
  function complete() {
    var exp = digits(expiry.value)
    return digits(number.value).length >= 13 && exp.length === 4 && digits(cvc.value).length >= 3
  }
  function showError(error) {
    errorLine.textContent = error ? error.message : ''
    number.setAttribute('aria-invalid', error && error.code === 'incorrect_number' ? 'true' : 'false')
    expiry.setAttribute('aria-invalid', error && /expir/.test(error.code) ? 'true' : 'false')
    cvc.setAttribute('aria-invalid', error && error.code === 'invalid_cvc' ? 'true' : 'false')
  }
  function setBusy(value) {
    busy = value
    ;[number, expiry, cvc, name].forEach(function (input) {
      input.disabled = value
    })
  }
  function withLook(url) {
    return url + '&lang=' + look.lang + (look.theme ? '&theme=' + encodeURIComponent(look.theme) : '')
  }

  number.addEventListener('input', function () {
    number.value = digits(number.value)
      .slice(0, 19)
      .replace(/(\d{4})(?=\d)/g, '$1 ')
  })
  expiry.addEventListener('input', function () {
    var d = digits(expiry.value).slice(0, 4)
    expiry.value = d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2) : d
  })
  form.addEventListener('input', function () {
    showError(null)
    tell({ type: 'change', complete: complete(), empty: digits(number.value) === '' })
  })
  form.addEventListener('submit', function (event) {
    event.preventDefault()
    tell({ type: 'submit' })
  })

  function confirm(clientSecret) {
    if (busy) return
    setBusy(true)
    var exp = digits(expiry.value)
    fetch('/sandbox/api/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientSecret: clientSecret,
        number: digits(number.value),
        expMonth: Number(exp.slice(0, 2)),
        expYear: 2000 + Number(exp.slice(2, 4)),
        cvc: digits(cvc.value),
        name: name.value.trim(),
        lang: look.lang,
      }),
    })
      .then(function (response) {
        return response.json()
      })
      .then(function (result) {
        tell(Object.assign({ type: 'result' }, result))
        if (result.status === 'requires_action' && result.nextActionUrl) {
          location.assign(withLook(result.nextActionUrl))
          return
        }
        setBusy(false)
        showError(result.error || null)
      })
      .catch(function () {
        setBusy(false)
        tell({ type: 'result', status: 'failed', error: { code: 'network_error', message: 'Network error' } })
      })
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || event.source !== window.parent) return
    var data = event.data || {}
    if (typeof data.clientSecret !== 'string') return
    if (data.type === 'confirm') confirm(data.clientSecret)
    if (data.type === 'handleNextAction')
      location.assign(withLook('/sandbox/3ds?clientSecret=' + encodeURIComponent(data.clientSecret)))
  })

  // Disabled in the page until now: what is typed counts only once it is heard.
  setBusy(false)
  tell({ type: 'ready' })
  tell({ type: 'resize', height: document.documentElement.scrollHeight })
})()
