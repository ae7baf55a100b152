#include "i18n/language.hpp"

#include <array>
#include <cstdio>

namespace sudoku::i18n {

// Generated into the build folder by cmake/embed_catalogs.cmake, in languages.def order.
std::string_view embedded_catalog_bytes(std::size_t index);

namespace {

constexpr std::array<const char*, kLanguageCount> kCodes{
#define SUDOKU_LANGUAGE(name, code) #code,
#include "i18n/languages.def"
#undef SUDOKU_LANGUAGE
};

std::size_t index_of(Language language) {
    const auto i = static_cast<std::size_t>(language);
    return i < kCodes.size() ? i : 0;
}

std::array<Catalog, kLanguageCount> parse_all() {
    std::array<Catalog, kLanguageCount> catalogs;
    for (std::size_t i = 0; i < catalogs.size(); ++i) {
        const std::string file = std::string(kCodes[i]) + ".po";
        auto parsed = Catalog::parse(embedded_catalog_bytes(i), file);
        if (parsed)
            catalogs[i] = std::move(*parsed);
        else
            std::fprintf(
                stderr, "sudoku: the built-in catalog %s\n",
                parsed.error().args.empty() ? file.c_str() : parsed.error().args[0].c_str());
    }
    return catalogs;
}

}  // namespace

const char* language_code(Language language) {
    return kCodes[index_of(language)];
}

std::optional<Language> language_from_code(std::string_view code) {
    for (std::size_t i = 0; i < kCodes.size(); ++i)
        if (code == kCodes[i]) return static_cast<Language>(i);
    return std::nullopt;
}

std::string language_codes_text() {
    std::string out;
    for (std::size_t i = 0; i < kCodes.size(); ++i)
        out += std::string(i == 0 ? "" : i + 1 == kCodes.size() ? " or " : ", ") + kCodes[i];
    return out;
}

const Catalog& catalog(Language language) {
    static const std::array<Catalog, kLanguageCount> catalogs = parse_all();
    return catalogs[index_of(language)];
}

std::string_view embedded_catalog_text(Language language) {
    return embedded_catalog_bytes(index_of(language));
}

const char* find_text(Language language, std::string_view key) {
    if (const char* text = catalog(language).text(key)) return text;
    return catalog(Language::English).text(key);
}

const char* find_plural(Language language, std::string_view key, std::uint64_t n) {
    if (const char* text = catalog(language).plural(key, n)) return text;
    return catalog(Language::English).plural(key, n);
}

}  // namespace sudoku::i18n
