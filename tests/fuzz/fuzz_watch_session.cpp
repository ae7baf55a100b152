// libFuzzer target: the Watch session reader on arbitrary text. An accepted session has a sound
// puzzle and saves to a file that reads back to the same text.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.hpp"
#include "i18n/describe.hpp"
#include "io/watch_session.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto session = io::watch_session_from_text(text);
    if (!session) {
        fuzz::check_error_message(sudoku::i18n::english(session.error()));
        return 0;
    }
    fuzz::check_board(session->puzzle);
    const std::string saved = io::watch_session_to_text(*session);
    auto again = io::watch_session_from_text(saved);
    SUDOKU_FUZZ_CHECK(again.ok(), "a session saves to a file that does not load:\n" + saved);
    SUDOKU_FUZZ_CHECK(io::watch_session_to_text(*again) == saved,
                      "save -> load -> save changed it");
    return 0;
}
