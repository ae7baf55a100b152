// One paint path: the Watch board and the search tree laid out for the screen (from a Watch
// lane, in the game's light theme) and for an export (from a frame or a tree picture, in the
// exports' theme) are the same shapes; a presented board at 1024x768 has no text under 14 px.
#include <doctest/doctest.h>

#include <cstdlib>
#include <sstream>
#include <string>

#include "app/i18n/render_strings.hpp"
#include "app/session/watch_lane.hpp"
#include "app/views/shape_painter.hpp"
#include "app/views/theme.hpp"
#include "app/views/tree_painter.hpp"
#include "core/grid/board.hpp"
#include "core/text/puzzle_line.hpp"
#include "frame_harness.hpp"
#include "render/painter.hpp"
#include "render/tree_picture.hpp"

namespace sudoku::test {

namespace {

constexpr const char* kCauDo =
    "78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7";

core::Board cau_do() {
    auto board = core::parse_puzzle_line(kCauDo);
    REQUIRE(board.ok());
    return board.value();
}

}  // namespace

TEST_CASE("paint paths: the game's light theme and the exports' colours are one palette") {
    CHECK(app::board_palette(app::theme(app::ThemeId::Light)) ==
          render::board_palette(render::RenderTheme{}));
    CHECK(app::tree_palette(app::theme(app::ThemeId::Light)) ==
          render::tree_palette(render::RenderTheme{}));
}

TEST_CASE("paint paths: the screen and an export lay out the same Watch board") {
    const render::RenderTheme theme;
    const render::FontFace font;
    for (const app::Language language : {app::Language::English, app::Language::Vietnamese}) {
        const render::FrameWords words = app::frame_words(language);
        const render::PaintStyle style{theme, font, words};
        for (const core::Algorithm algorithm :
             {core::Algorithm::Naive, core::Algorithm::Mrv, core::Algorithm::Propagate}) {
            auto made = core::SolverPlayer::create(cau_do(), {.algorithm = algorithm});
            REQUIRE(made.ok());
            app::WatchLane lane(algorithm, std::move(made.value()));
            // Moments with each kind of mark: select, try, reject, place, a dead end.
            for (const std::uint64_t step : {1u, 2u, 3u, 7u, 40u, 120u, 400u}) {
                (void)lane.player.seek(step);
                lane.refresh();
                const render::WatchFrame frame = render::watch_frame(lane.player);
                const core::BoardBox box = render::board_box(0, 0, 450, 9);
                const core::BoardPicture screen =
                    core::layout_board(app::board_state(lane, true),
                                       app::board_palette(app::theme(app::ThemeId::Light)),
                                       app::board_words(language), box);
                const core::BoardPicture exported = render::frame_picture(0, 0, 450, frame, style);
                INFO(core::algorithm_name(algorithm)
                     << " step " << step << " " << static_cast<int>(frame.last->kind));
                REQUIRE(screen.figure.shapes.size() == exported.figure.shapes.size());
                CHECK(screen.figure.shapes == exported.figure.shapes);
            }
        }
    }
}

TEST_CASE("paint paths: the tree panel and a tree export lay out the same tree") {
    auto picture = render::tree_at_step(cau_do(), {}, 300);
    REQUIRE(picture.ok());
    const render::TreeGeometry g =
        render::place_tree(*picture, render::fit_tree(*picture, 800, 500), 0, 0, 800, 500);
    const core::Figure exported = render::tree_figure(*picture, g, render::RenderTheme{});
    // The screen's frame for the same geometry: the pane's origin and scales, its labels at the
    // export's size.
    core::TreeFrame frame = render::tree_frame(*picture, g);
    const core::TreeNode current = picture->tree->node_at(picture->position);
    const core::Figure screen =
        core::layout_tree(*picture->tree, picture->layout.items(),
                          core::tree_path(*picture->tree, picture->layout, current), frame,
                          app::tree_palette(app::theme(app::ThemeId::Light)));
    REQUIRE(exported.shapes.size() > 10);
    CHECK(screen.shapes == exported.shapes);
}

TEST_CASE("paint paths: presenting at 1024x768, no text on the board is under 14 px") {
    for (const char* language : {"en", "vi", "tr"}) {
        for (const char* algorithm : {"mrv", "naive"}) {
            FrameHarness h({"--lang", language, "--present", "--watch", algorithm, "--speed", "1"},
                           1024, 768);
            h.frames(90);
            const std::string& lines = h.last().report_lines;
            const std::size_t at = lines.find("board_text ");
            INFO(language << " " << algorithm);
            REQUIRE(at != std::string::npos);
            CHECK(std::atof(lines.c_str() + at + 11) >= 14.0);
        }
    }
}

}  // namespace sudoku::test
