#include "platform/web/web_files.hpp"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include <emscripten/emscripten.h>

#include "app/model/app.hpp"

namespace {

// Uploaded files land here, in the page's memory (not IndexedDB: the player keeps the original).
constexpr const char* kUploadFolder = "/tmp/uploads";

// clang-format off
EM_JS(void, sl_choose_upload, (const char* folder), {
    var dir = UTF8ToString(folder);
    var input = document.getElementById('sudoku-upload');
    if (!input) {
        input = document.createElement('input');
        input.type = 'file';
        input.id = 'sudoku-upload';
        input.accept = '.json,.sudoku.json,.txt,.sdk,.sdm,.py';
        input.style.display = 'none';
        document.body.appendChild(input);
        input.addEventListener('change', function() {
            var file = input.files && input.files[0];
            if (!file) return;
            var reader = new FileReader();
            reader.onload = function() {
                try { FS.mkdir(input.dataset.dir); } catch (e) {}
                /* The name as the player's file has it, without any folder part. */
                /* (split, not a regular expression: a backslash in EM_JS breaks emscripten */
                /* 3.1.6's metadata) */
                var name = file.name.split('/').join('_').split(String.fromCharCode(92)).join('_') ||
                           'upload';
                var path = input.dataset.dir + '/' + name;
                FS.writeFile(path, new Uint8Array(reader.result));
                Module.sudokuUploaded = path;  /* taken by the next frame (web_files_poll) */
                if (Module.sudokuWake) Module.sudokuWake();
                input.value = '';
            };
            reader.readAsArrayBuffer(file);
        });
    }
    input.dataset.dir = dir;
    input.click();
});

EM_JS(void, sl_download, (const char* name, const char* data, int size), {
    var blob = new Blob([HEAPU8.slice(data, data + size)], {type: 'application/octet-stream'});
    var link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = UTF8ToString(name);
    document.body.appendChild(link);
    link.click();
    setTimeout(function() { URL.revokeObjectURL(link.href); link.remove(); }, 1000);
});
// The path of a file uploaded since the last call (its length first, then into `buffer`), and
// forgets it once copied.
EM_JS(int, sl_take_upload, (char* buffer, int size), {
    var path = Module.sudokuUploaded || '';
    if (buffer) {
        stringToUTF8(path, buffer, size);
        Module.sudokuUploaded = '';
    }
    return lengthBytesUTF8(path);
});
// clang-format on

std::string take_upload() {
    const int length = sl_take_upload(nullptr, 0);
    if (length == 0) return {};
    std::string path(static_cast<std::size_t>(length) + 1, '\0');
    (void)sl_take_upload(path.data(), length + 1);
    path.resize(static_cast<std::size_t>(length));
    return path;
}

}  // namespace

namespace sudoku::platform {

void choose_upload() {
    sl_choose_upload(kUploadFolder);
}

void offer_download(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return;  // the game said why it could not write it
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                                  std::istreambuf_iterator<char>());
    const std::string name = std::filesystem::path(path).filename().string();
    sl_download(name.c_str(), bytes.data(), static_cast<int>(bytes.size()));
}

bool web_files_poll(app::App& app) {
    // Opened as Game > Open opens a file: the same reader, its errors in the same dialog.
    std::string path = take_upload();
    if (path.empty()) return false;
    app.post(app::cmd::OpenFile{std::move(path)});
    return true;
}

}  // namespace sudoku::platform
