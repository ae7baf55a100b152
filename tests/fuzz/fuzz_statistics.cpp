// libFuzzer target: the statistics reader on arbitrary text. Accepted statistics save and read
// back equal, and recording one more game in them never breaks that.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.hpp"
#include "i18n/describe.hpp"
#include "io/statistics.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto stats = io::statistics_from_text(text);
    if (!stats) {
        fuzz::check_error_message(sudoku::i18n::english(stats.error()));
        return 0;
    }
    for (auto& [mode, difficulties] : stats->modes)
        for (auto& [difficulty, record] : difficulties)
            io::record_result(*stats, mode, difficulty, std::int64_t{1} << 62, true);
    const std::string saved = io::statistics_to_text(*stats);
    auto again = io::statistics_from_text(saved);
    SUDOKU_FUZZ_CHECK(again.ok(),
                      "written statistics do not read back:\n" + saved + "\n  error: " +
                          (again.ok() ? std::string() : sudoku::i18n::english(again.error())));
    SUDOKU_FUZZ_CHECK(*again == *stats, "save -> load changed the statistics:\n" + saved);
    return 0;
}
