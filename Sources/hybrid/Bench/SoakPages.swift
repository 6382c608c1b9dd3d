/// The pages `hybrid bench soak` drives: one that uses the bridge, storage and
/// cookies and then says it is done, and one that answers native calls and
/// times its own calls to native.
enum SoakPages {
    static let cycle = """
        <title>soak</title><p>cycle</p><script>
        hybrid.ready.then(async () => {
          await hybrid.call('soak.echo', { n: 1 });
          await hybrid.storage.set('last', { at: Date.now() });
          document.cookie = 'soak=' + Math.random().toString(36).slice(2) + '; path=/';
          await hybrid.call('soak.done', null);
        });
        </script>
        """

    static let load = """
        <title>load</title><p>load</p><script>
        hybrid.register('soak.page', (n) => n);
        window.timeCalls = async (count, parallel) => {
          const one = async (i) => { const t = performance.now(); try { await hybrid.call('soak.echo', i); return performance.now() - t; } catch (e) { return -1; } };
          if (!parallel) { const out = []; for (let i = 0; i < count; i++) out.push(await one(i)); return out; }
          return Promise.all(Array.from({ length: count }, (_, i) => one(i)));
        };
        </script>
        """
}
