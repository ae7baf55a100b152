// Links that open a position (app/model/share_link): a code alone, a fragment or a whole URL,
// with or without Watch's algorithm and step; malformed, truncated and oversized links are refused
// with an error naming what is wrong; the game's own links read back exactly; the desktop's
// command line opens one.
#include <doctest/doctest.h>

#include <string>

#include "app/model/launch_options.hpp"
#include "app/model/share_link.hpp"
#include "core/share/share_code.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

namespace app = sudoku::app;
namespace core = sudoku::core;

namespace {

constexpr const char* kLesson =
    "78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7";

core::Position lesson_position() {
    return core::Position::start(core::parse_puzzle_line(kLesson).value());
}

std::string lesson_code() {
    return core::encode_share_code(lesson_position());
}

core::ErrorCode code_of(std::string_view text) {
    const auto link = app::parse_share_link(text);
    REQUIRE_FALSE(link.ok());
    return link.error().code;
}

std::string english_error(std::string_view text) {
    const auto link = app::parse_share_link(text);
    REQUIRE_FALSE(link.ok());
    return sudoku::i18n::english(link.error());
}

}  // namespace

TEST_CASE("share link: a code, a fragment and a whole URL open the same position") {
    const std::string code = lesson_code();
    for (const std::string& text :
         {code, "#" + code, "  https://school.example/sudoku/#" + code + "\n",
          "http://localhost:8080/index.html?lang=vi#" + code,
          "file:///tmp/sudoku/index.html#" + code}) {
        CAPTURE(text);
        const auto link = app::parse_share_link(text);
        REQUIRE(link.ok());
        CHECK(link->position == lesson_position());
        CHECK_FALSE(link->watch.opens_watch());
        CHECK_FALSE(link->watch.step.has_value());
    }
}

TEST_CASE("share link: watch, compare and step ask for Watch mode at that step") {
    const std::string code = lesson_code();
    auto link = app::parse_share_link("https://x.example/#" + code + "&watch=mrv&step=120");
    REQUIRE(link.ok());
    CHECK(link->watch.algorithm == core::Algorithm::Mrv);
    CHECK(link->watch.step == 120u);
    CHECK_FALSE(link->watch.compare.has_value());

    link = app::parse_share_link("#" + code + "&watch=dlx/first&compare=naive&step=0");
    REQUIRE(link.ok());
    CHECK(link->watch.algorithm == core::Algorithm::Dlx);
    CHECK(link->watch.column_rule == core::ColumnRule::First);
    CHECK(link->watch.compare == core::Algorithm::Naive);
    CHECK(link->watch.step == 0u);

    // No step: the start of the search. A switches spec, its commas escaped by a mail program.
    link = app::parse_share_link("#" + code + "&watch=var=mrv-degree%2Cval=lcv");
    REQUIRE(link.ok());
    CHECK(link->watch.algorithm == core::Algorithm::Custom);
    REQUIRE(link->watch.search.has_value());
    CHECK(link->watch.search->var == core::VarOrder::MrvDegree);
    CHECK(link->watch.search->order == core::ValueOrder::Lcv);
    CHECK(link->watch.step == 0u);
}

TEST_CASE("share link: the game's own links read back exactly") {
    const core::Position position = lesson_position();
    const std::string plain = app::make_share_link("https://school.example/s/#old", position);
    CHECK(plain == "https://school.example/s/#" + lesson_code());
    CHECK(app::make_share_link("", position) == "#" + lesson_code());

    core::StepSolverOptions custom{.algorithm = core::Algorithm::Custom,
                                   .order = core::ValueOrder::Random,
                                   .seed = 7,
                                   .var = core::VarOrder::Mrv,
                                   .infer = core::Inference::ForwardCheck};
    const app::ShareLinkWatch watch{
        .search = custom,
        .compare = core::StepSolverOptions{.algorithm = core::Algorithm::Dlx,
                                           .column_rule = core::ColumnRule::First},
        .step = 4321};
    const std::string text = app::make_share_link("https://school.example/s/", position, watch);
    const auto link = app::parse_share_link(text);
    REQUIRE(link.ok());
    CHECK(link->position == position);
    REQUIRE(link->watch.search.has_value());
    CHECK(core::search_config(*link->watch.search) == core::search_config(custom));
    CHECK(link->watch.compare == core::Algorithm::Dlx);
    CHECK(link->watch.compare_column_rule == core::ColumnRule::First);
    CHECK(link->watch.step == 4321u);
}

TEST_CASE("share link: malformed links say what is wrong") {
    const std::string code = lesson_code();
    CHECK(code_of("https://school.example/sudoku/") == core::ErrorCode::ShareUrlNoCode);
    CHECK(code_of("https://school.example/sudoku/#lesson-3") == core::ErrorCode::ShareUrlNoCode);
    CHECK(code_of("#") == core::ErrorCode::ShareUrlNoCode);
    CHECK(english_error("https://school.example/#x") ==
          "'https://school.example/#x' holds no share code (a Sudoku Lab link ends in #SL1-…)");
    // A character changed in the code: its check says so.
    std::string typo = code;
    typo[10] = typo[10] == 'A' ? 'B' : 'A';
    CHECK(code_of("#" + typo) == core::ErrorCode::ShareCodeDamaged);
    CHECK(code_of("#" + code + "&speed=3") == core::ErrorCode::ShareUrlBadPart);
    CHECK(english_error("#" + code + "&speed=3") ==
          "the link's part 'speed=3' is not watch=ALGORITHM, compare=ALGORITHM or step=N");
    CHECK(code_of("#" + code + "&watch") == core::ErrorCode::ShareUrlBadPart);
    CHECK(code_of("#" + code + "&watch=mrv&watch=naive") == core::ErrorCode::ShareUrlRepeated);
    CHECK(code_of("#" + code + "&step=12") == core::ErrorCode::ShareUrlNoWatch);
    CHECK(english_error("#" + code + "&compare=mrv") ==
          "the link gives compare but no watch=ALGORITHM to show it in");
    for (const char* step : {"-1", "1e3", "", "12x", "99999999999999999999", "1000000000001"}) {
        CAPTURE(step);
        CHECK(code_of("#" + code + "&watch=mrv&step=" + step) == core::ErrorCode::ShareUrlBadStep);
    }
    CHECK(english_error("#" + code + "&watch=quick") ==
          "watch quick: expected naive, mrv, propagate or dlx");
}

TEST_CASE("share link: a truncated link is refused, never read as a smaller board") {
    const std::string code = lesson_code();
    for (std::size_t keep = core::kShareCodePrefix.size(); keep < code.size(); ++keep) {
        CAPTURE(keep);
        const core::ErrorCode error = code_of("https://school.example/#" + code.substr(0, keep));
        CHECK(
            (error == core::ErrorCode::ShareCodeCut || error == core::ErrorCode::ShareCodeDamaged));
    }
}

TEST_CASE("share link: an oversized link is refused before it is decoded") {
    const std::string code = lesson_code();
    const std::string huge =
        "https://school.example/#" + code + "&" + std::string(app::kShareLinkMax, 'x');
    CHECK(code_of(huge) == core::ErrorCode::ShareUrlTooLong);
    CHECK(english_error(huge) == "the link is " + std::to_string(huge.size()) +
                                     " characters long; a Sudoku Lab link has at most 16384");
    // Exactly at the limit the link is read (and its junk part named).
    const std::string at_limit =
        "#" + code + "&" + std::string(app::kShareLinkMax - code.size() - 2, 'x');
    CHECK(code_of(at_limit) == core::ErrorCode::ShareUrlBadPart);
}

TEST_CASE("share link: what the game reads as a link rather than a puzzle line or a file") {
    CHECK(app::looks_like_share_link("SL1-abc"));
    CHECK(app::looks_like_share_link(" #SL1-abc"));
    CHECK(app::looks_like_share_link("https://school.example/#SL1-abc"));
    CHECK(app::looks_like_share_link("https://school.example/"));
    CHECK_FALSE(app::looks_like_share_link(kLesson));
    CHECK_FALSE(app::looks_like_share_link("saves/game.sudoku.json"));
}

TEST_CASE("share link: the desktop command line opens a link, in Watch mode at its step") {
    const std::string url = "https://school.example/#" + lesson_code() + "&watch=mrv&step=25";
    auto options = app::parse_launch_options({url});
    REQUIRE(options.ok());
    REQUIRE(options->game.has_value());
    CHECK(core::format_puzzle_line(options->game->puzzle()) == kLesson);
    CHECK(options->watch.algorithm == core::Algorithm::Mrv);
    CHECK(options->watch.step == 25u);

    // --watch on the same line wins over the link's algorithm.
    options = app::parse_launch_options({"--watch", "naive", url});
    REQUIRE(options.ok());
    CHECK(options->watch.algorithm == core::Algorithm::Naive);

    const auto bad = app::parse_launch_options({"https://school.example/#SL1-AAAA"});
    REQUIRE_FALSE(bad.ok());
    CHECK(sudoku::i18n::english(bad.error()).starts_with("not a link that opens a position: "));
}
