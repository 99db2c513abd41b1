/* Railyard's page script: the loading screen and the "cannot start" screens.
 *
 * Loaded before pygbag's runtime. It reads ?lang=ru|en (the loading screen's language)
 * and ?kiosk=1 (a kiosk starts without waiting for a tap) the way the game does; the game
 * itself reads the address, #code= included (game/platform.py, Host). It exposes:
 *   window.railyardLoader  progress(stage, done, total), status(text), askToStart(),
 *                          hide(), fail(text): called by the page's Python while it loads.
 * Everything else on the page belongs to the game's canvas.
 */
(function () {
  "use strict";

  var TEXT = {
    en: {
      engine: "Loading the game engine…",
      bundle: "Loading the games…",
      setup: "Setting up…",
      start: "Play",
      tap: "Ready. Tap Play to start (browsers only allow sound after a tap).",
      runtime: "The game engine could not be downloaded. Check the connection and reload the page.",
      stalled: "Loading is taking unusually long. Check the connection, or reload the page.",
      failed: "Railyard could not start: ",
    },
    ru: {
      engine: "Загружается движок игры…",
      bundle: "Загружаются игры…",
      setup: "Подготовка…",
      start: "Играть",
      tap: "Всё готово. Нажмите «Играть» (звук в браузере включается только после нажатия).",
      runtime: "Не удалось загрузить движок игры. Проверьте подключение и обновите страницу.",
      stalled: "Загрузка идёт слишком долго. Проверьте подключение или обновите страницу.",
      failed: "Railyard не запустился: ",
    },
  };

  var STALL_MS = 90000;

  function parseParams(text) {
    var params = {};
    text.replace(/^[?#]/, "").split("&").forEach(function (pair) {
      if (!pair) return;
      var eq = pair.indexOf("=");
      var key = eq < 0 ? pair : pair.slice(0, eq);
      var value = eq < 0 ? "" : pair.slice(eq + 1);
      try {
        params[decodeURIComponent(key)] = decodeURIComponent(value.replace(/\+/g, " "));
      } catch (err) {
        params[key] = value;
      }
    });
    return params;
  }

  function truthy(value) {
    return /^(1|true|yes)$/.test(value || ""); // as the game reads ?kiosk= (game/platform.py)
  }

  var page = document.documentElement;
  var defaultKiosk = page.getAttribute("data-kiosk") === "1";
  var query = parseParams(window.location.search);
  var lang = (query.lang || "").toLowerCase();
  if (lang !== "en" && lang !== "ru") lang = "";
  // A kiosk build always runs the game in kiosk mode (its main.py passes --kiosk).
  var kiosk = defaultKiosk || truthy(query.kiosk);

  // An unattended kiosk must start without anyone tapping "Play": tell pygbag's loader
  // (which reads window.config after this script) not to wait for a tap. Sound then
  // starts with the first touch, or at once where the browser allows autoplay.
  if (kiosk && window.config) window.config.ume_block = 0;

  var uiLang = lang || ((navigator.language || "").toLowerCase().indexOf("ru") === 0 ? "ru" : "en");
  var text = TEXT[uiLang];
  page.setAttribute("lang", uiLang);
  if (kiosk) page.classList.add("kiosk");

  function byId(id) {
    return document.getElementById(id);
  }

  function say(message, isError) {
    var line = byId("loading-text");
    if (!line) return;
    line.textContent = message;
    line.classList.toggle("error", !!isError);
  }

  var lastProgress = Date.now();
  var finished = false;

  var loader = {
    progress: function (stage, done, total) {
      var bar = byId("progress");
      lastProgress = Date.now();
      say(text[stage] || text.setup);
      if (bar && total > 0) {
        bar.max = 100;
        bar.value = Math.min(100, (100 * done) / total);
      } else if (bar) {
        bar.removeAttribute("value");
      }
    },
    status: function (message) {
      lastProgress = Date.now();
      say(message || text.setup);
    },
    askToStart: function () {
      lastProgress = Infinity; // waiting for the player, not for the network
      var button = byId("start");
      var bar = byId("progress");
      if (bar) bar.hidden = true;
      say(text.tap);
      if (button) {
        button.hidden = false;
        button.focus();
      }
    },
    hide: function () {
      finished = true;
      var screen = byId("transfer");
      if (screen) screen.hidden = true;
      var canvas = byId("canvas");
      if (canvas) canvas.focus();
    },
    fail: function (message) {
      finished = true;
      var bar = byId("progress");
      if (bar) bar.hidden = true;
      var screen = byId("transfer");
      if (screen) screen.hidden = false;
      say(message, true);
    },
  };
  window.railyardLoader = loader;

  function runtimeMissing() {
    loader.fail(text.runtime);
  }

  // A runtime file that fails to load (offline, blocked host, wrong --runtime-url).
  window.addEventListener(
    "error",
    function (event) {
      var target = event.target;
      var source = target && (target.src || target.href);
      if (!finished && source && window.config && window.config.cdn &&
          source.indexOf(new URL(window.config.cdn, window.location.href).href) === 0) {
        runtimeMissing();
      }
    },
    true
  );

  window.setInterval(function () {
    if (!finished && Date.now() - lastProgress > STALL_MS) {
      lastProgress = Date.now();
      say(text.stalled, true);
    }
  }, 5000);

  // pygbag's loader calls this before the interpreter starts; its debug widgets stay hidden.
  window.custom_onload = function () {
    say(text.engine);
  };

  document.addEventListener("DOMContentLoaded", function () {
    var modern = typeof WebAssembly === "object" && "noModule" in HTMLScriptElement.prototype;
    if (!modern) {
      finished = true;
      byId("transfer").hidden = true;
      byId("unsupported").hidden = false;
      return;
    }
    say(text.engine);
    var button = byId("start");
    button.textContent = text.start;
    button.addEventListener("click", function () {
      // The click itself is what counts: the user gesture browsers require before sound.
      button.hidden = true;
      say(text.setup);
    });
  });
})();
