// libFuzzer target: the settings reader on arbitrary text. It never fails (bad values keep their
// defaults), every warning is one short printable line, and what it returns saves and reads back.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.hpp"
#include "io/settings.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const io::SettingsLoad load = io::settings_from_text(text);
    for (const std::string& warning : load.warnings)
        fuzz::check_error_message(warning);
    const std::string saved = io::settings_to_text(load.settings);
    const io::SettingsLoad again = io::settings_from_text(saved);
    SUDOKU_FUZZ_CHECK(again.warnings.empty(), "written settings warn: " + again.warnings.front());
    SUDOKU_FUZZ_CHECK(io::settings_to_text(again.settings) == saved,
                      "save -> load -> save changed the settings:\n" + saved);
    return 0;
}
