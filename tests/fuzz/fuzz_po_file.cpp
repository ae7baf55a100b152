// libFuzzer target: the .po reader, catalogs and plural rules (a catalog is text a translator
// edits by hand). Whatever the bytes, parsing ends with a catalog or an error naming fuzz.po,
// and every lookup of an accepted catalog picks a form its entry has.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.hpp"
#include "i18n/catalog.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto catalog = i18n::Catalog::parse(text, "fuzz.po");
    if (!catalog) {
        const auto& args = catalog.error().args;
        SUDOKU_FUZZ_CHECK(args.size() == 1 && args[0].starts_with("fuzz.po"),
                          args.empty() ? std::string("no text") : args[0]);
        return 0;
    }
    const int forms = catalog->plural_rule().nplurals();
    SUDOKU_FUZZ_CHECK(forms >= 1 && forms <= 6, std::to_string(forms));
    for (std::uint64_t n : {0ull, 1ull, 2ull, 5ull, 11ull, 21ull, 101ull, 1000000ull, ~0ull}) {
        const int form = catalog->plural_rule().form(n);
        SUDOKU_FUZZ_CHECK(form >= 0 && form < forms, std::to_string(form));
    }
    for (const i18n::PoEntry& entry : catalog->entries()) {
        SUDOKU_FUZZ_CHECK(!entry.strings.empty(), entry.context);
        if (entry.plural) {
            SUDOKU_FUZZ_CHECK(static_cast<int>(entry.strings.size()) == forms, entry.context);
            (void)catalog->plural(entry.context, 7);
        } else {
            (void)catalog->text(entry.context);
        }
    }
    return 0;
}
