#include "platform/web/web_clipboard.hpp"

#include <string>

#include <emscripten/emscripten.h>
#include <imgui.h>

namespace {

std::string g_text;  // what ImGui reads: the last text copied or pasted

// clang-format off
EM_JS(void, sl_clipboard_listen, (), {
    Module.sudokuClipboard = '';
    /* Ctrl+V (Cmd+V) is kept from the game's keyboard handler until the paste event, which */
    /* follows it, has the text; the key is then handed on (a replay the browser does not paste). */
    window.addEventListener('keydown', function(event) {
        if (event.sudokuReplay) return;
        if ((event.ctrlKey || event.metaKey) && (event.key == 'v' || event.key == 'V')) {
            event.stopImmediatePropagation();
            Module.sudokuPasteWaiting = event;
        }
    }, true);
    var replay = function(type, from) {
        var event = new KeyboardEvent(type, {key: from.key, code: from.code,
            ctrlKey: from.ctrlKey, metaKey: from.metaKey, shiftKey: from.shiftKey,
            bubbles: true, cancelable: true});
        /* GLFW reads the key code, which a constructed event leaves at 0. */
        Object.defineProperty(event, 'keyCode', {get: function() { return 86; }});
        Object.defineProperty(event, 'which', {get: function() { return 86; }});
        event.sudokuReplay = true;
        window.dispatchEvent(event);
    };
    document.addEventListener('paste', function(event) {
        var from = Module.sudokuPasteWaiting;
        Module.sudokuPasteWaiting = null;
        var text = event.clipboardData ? event.clipboardData.getData('text/plain') : '';
        Module.sudokuClipboard = text;
        Module.sudokuClipboardChanged = true;
        if (Module.sudokuWake) Module.sudokuWake(); /* the loop may be asleep (web_window) */
        event.preventDefault();
        if (from) {
            replay('keydown', from);
            replay('keyup', from);
        }
    });
});

EM_JS(void, sl_clipboard_write, (const char* text), {
    var value = UTF8ToString(text);
    Module.sudokuClipboard = value;
    var fallback = function() {
        var area = document.createElement('textarea');
        area.value = value;
        area.style.position = 'fixed';
        area.style.opacity = '0';
        document.body.appendChild(area);
        area.select();
        try { document.execCommand('copy'); } catch (e) {}
        area.remove();
        if (Module.canvas) Module.canvas.focus();
    };
    if (navigator.clipboard && navigator.clipboard.writeText)
        navigator.clipboard.writeText(value).catch(fallback);
    else
        fallback();
});

// The text the page's last paste brought (its length first, then into `buffer`).
EM_JS(int, sl_clipboard_read, (char* buffer, int size), {
    var text = Module.sudokuClipboard || '';
    if (buffer) stringToUTF8(text, buffer, size);
    return lengthBytesUTF8(text);
});
        // clang-format on

        void set_text(void*, const char* text) {
            g_text = text != nullptr ? text : "";
            sl_clipboard_write(g_text.c_str());
        }

        const char* get_text(void*) {
            const int length = sl_clipboard_read(nullptr, 0);
            g_text.assign(static_cast<std::size_t>(length) + 1, '\0');
            (void)sl_clipboard_read(g_text.data(), length + 1);
            g_text.resize(static_cast<std::size_t>(length));
            return g_text.c_str();
        }

        }  // namespace

        namespace sudoku::platform {

        void start_web_clipboard_listeners() {
            sl_clipboard_listen();
        }

        void use_web_clipboard() {
            ImGuiIO& io = ImGui::GetIO();
            io.SetClipboardTextFn = set_text;
            io.GetClipboardTextFn = get_text;
            io.ClipboardUserData = nullptr;
        }

        }  // namespace sudoku::platform
