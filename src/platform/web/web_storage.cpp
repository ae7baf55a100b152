#include "platform/web/web_storage.hpp"

#include <filesystem>

#include <emscripten/emscripten.h>

#include "io/atomic_file.hpp"

// HOME is /home/web_user in emscripten's environment: io::data_dir() and the settings path are
// under it. EM_JS keeps the JavaScript whole (EM_ASM would split it at its commas).
// clang-format off (JavaScript: it would turn === into "== =")
EM_JS(void, sudoku_js_mount_storage, (), {
    /* stored: stores finished (the browser tests wait for one); retries: failed passes in a row. */
    Module.sudokuStorage = {ready : false, busy : false, again : false, stored : 0, retries : 0};
    const home = '/home/web_user';
    try {
        FS.mkdirTree(home);
        FS.mount(IDBFS, {}, home);
    } catch (e) {
        console.warn('sudoku-lab: no lasting storage:', e);
        Module.sudokuStorage.ready = true;
        return;
    }
    FS.syncfs(
        true, function(err) {
            if (err) console.warn('sudoku-lab: cannot read the stored files:', err);
            Module.sudokuStorage.ready = true;
        });
    /* A hidden page may be closed without another chance to save: the game writes its
       autosave now, and the files are stored. */
    const flush = function() {
        _sudoku_page_hidden();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener(
        'visibilitychange', function() {
            if (document.visibilityState == 'hidden') flush();
        });
});

EM_JS(int, sudoku_js_storage_ready, (),
      { return Module.sudokuStorage && Module.sudokuStorage.ready ? 1 : 0; });

EM_JS(void, sudoku_js_sync_storage, (), {
    const s = Module.sudokuStorage;
    if (!s || !s.ready) return;
    if (s.busy) {
        s.again = true;
        return;
    }
    const run = function() {
        s.busy = true;
        s.again = false;
        FS.syncfs(
            false, function(err) {
                s.busy = false;
                if (err) {
                    /* IDBFS lists the files, waits for the database, then reads each one: a
                       file removed meanwhile fails the pass. The next pass lists them again. */
                    console.warn('sudoku-lab: cannot store the files:',
                                 err.message || err.name || ('errno ' + err.errno));
                    s.retries += 1;
                    if (s.retries <= 3) s.again = true;
                } else {
                    s.retries = 0;
                    s.stored += 1;
                }
                if (s.again) run();
            });
    };
    run();
});
// clang-format on

namespace {

void after_write(const std::filesystem::path&) {
    sudoku::platform::sync_web_storage();
}

}  // namespace

namespace sudoku::platform {

void start_web_storage() {
    sudoku_js_mount_storage();
    io::set_written_hook(after_write);
}

bool web_storage_ready() {
    return sudoku_js_storage_ready() != 0;
}

void sync_web_storage() {
    sudoku_js_sync_storage();
}

}  // namespace sudoku::platform
