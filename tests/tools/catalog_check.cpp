// catalog-check FOLDER: checks the translation catalogs FOLDER/<code>.po of every language in
// src/i18n/languages.def against the game's key lists (the same check the embedded catalogs
// pass in tests/test_catalogs.cpp), and that FOLDER holds no catalog the list lacks.
// Prints one line per problem ("vi.po:12: Text.MenuGame: ...") and exits 1 on any.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "app/i18n/strings.hpp"
#include "i18n/catalog_check.hpp"
#include "i18n/language.hpp"

namespace i18n = sudoku::i18n;

namespace {

bool read_file(const std::filesystem::path& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream text;
    text << in.rdbuf();
    out = text.str();
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: catalog-check FOLDER   (the folder of the .po files, assets/i18n)\n";
        return 2;
    }
    const std::filesystem::path folder = argv[1];
    const auto tables = sudoku::app::catalog_key_sets();
    std::vector<std::string> problems;
    std::vector<i18n::Catalog> catalogs;
    for (int l = 0; l < i18n::kLanguageCount; ++l) {
        const std::string code = i18n::language_code(static_cast<i18n::Language>(l));
        const std::string name = code + ".po";
        std::string text;
        if (!read_file(folder / name, text)) {
            problems.push_back(name + ": cannot read " + (folder / name).string() +
                               " (src/i18n/languages.def lists '" + code + "')");
            catalogs.emplace_back();
            continue;
        }
        auto catalog = i18n::Catalog::parse(text, name);
        if (!catalog) {
            problems.push_back(catalog.error().args.empty() ? name : catalog.error().args[0]);
            catalogs.emplace_back();
            continue;
        }
        if (catalog->code() != code)
            problems.push_back(name + ":1: the header says \"Language: " + catalog->code() +
                               "\", the file name says " + code);
        catalogs.push_back(std::move(*catalog));
    }
    if (!catalogs.front().code().empty())
        for (const i18n::Catalog& catalog : catalogs)
            if (!catalog.code().empty())
                for (std::string& p : i18n::check_catalog(catalog, catalogs.front(), tables))
                    problems.push_back(std::move(p));
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
        if (entry.path().extension() != ".po") continue;
        const std::string code = entry.path().stem().string();
        if (!i18n::language_from_code(code))
            problems.push_back(entry.path().filename().string() +
                               ": not in src/i18n/languages.def (add the line "
                               "SUDOKU_LANGUAGE(<Name>, " +
                               code + "))");
    }
    for (const std::string& p : problems)
        std::cout << p << "\n";
    if (!problems.empty()) {
        std::cout << problems.size() << " problem(s) in the catalogs of " << folder.string()
                  << "\n";
        return 1;
    }
    std::cout << "catalogs OK: " << i18n::kLanguageCount << " languages, "
              << catalogs.front().entries().size() << " keys each\n";
    return 0;
}
