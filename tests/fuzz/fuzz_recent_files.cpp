// libFuzzer target: the recent-files reader on arbitrary text. An accepted list (of any bytes,
// valid UTF-8 or not) saves and reads back equal.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.hpp"
#include "i18n/describe.hpp"
#include "io/recent_files.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto recent = io::recent_files_from_text(text);
    if (!recent) {
        fuzz::check_error_message(sudoku::i18n::english(recent.error()));
        // The input's raw bytes as a path: the writer must take any name.
        std::vector<std::string> raw = {std::string(text.substr(0, 4096))};
        if (raw.front().empty()) return 0;
        auto back = io::recent_files_from_text(io::recent_files_to_text(raw));
        SUDOKU_FUZZ_CHECK(back.ok() && *back == raw, "a raw path did not read back");
        return 0;
    }
    const std::string saved = io::recent_files_to_text(*recent);
    auto again = io::recent_files_from_text(saved);
    SUDOKU_FUZZ_CHECK(again.ok() && *again == *recent, "save -> load changed the list:\n" + saved);
    return 0;
}
