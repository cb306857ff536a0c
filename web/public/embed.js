/*
 * Optional helper for sites that embed /demo-player: sizes each of our iframes to the height the
 * player reports (postMessage), so the embed never shows a scrollbar or a gap. Usage, after the iframe:
 *   <script src="https://{our site}/embed.js" async></script>
 * Only messages from this script's own origin, and only for the iframe that sent them, are used.
 */
(function () {
  var script = document.currentScript;
  var origin = script ? new URL(script.src).origin : '';
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || data.type !== 'rufbereit:demo-player-height') return;
    var height = Number(data.height);
    if (!(height > 0 && height < 100000)) return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) frames[i].style.height = Math.ceil(height) + 'px';
    }
  });
})();
