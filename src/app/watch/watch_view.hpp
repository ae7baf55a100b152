// The Watch screen: the board(s) of the search with their overlays on the left, the panels
// (controls, counters, code, stack, depth plot, event log, breakpoints) on the right, reduced
// to board + counters + code in presentation mode. Widgets only queue commands.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "app/session/watch_mode.hpp"
#include "app/views/board_view.hpp"
#include "app/views/fitting_tabs.hpp"
#include "app/views/fonts.hpp"
#include "app/watch/classroom_inputs.hpp"
#include "app/watch/export_dialog.hpp"
#include "app/watch/watch_keys.hpp"
#include "app/watch/watch_matrix_view.hpp"
#include "app/watch/watch_tree_view.hpp"

namespace sudoku::app {

// What a Watch view draws from: the App's context plus the Watch model (and its exports).
struct WatchViewContext {
    const ViewContext& app;
    const WatchMode& watch;
    const PictureExport& picture_export;  // the export running or last finished

    [[nodiscard]] const char* t(WatchText key) const { return watch_text(key, app.ui.language); }
    // Into Watch mode's own queue (a Watch command) or the App's (an export).
    void push(WatchCommand command) const { app.commands.push(std::move(command)); }
    void push(Command command) const { app.commands.push(std::move(command)); }
};

// Words the Watch panels share (watch_panels.cpp, watch_code_view.cpp).
// A count in groups of three digits ("1 234 567"), readable from the back of a room.
[[nodiscard]] std::string count_text(std::uint64_t value);
// Text that shrinks (down to 70 %) rather than run past the room left on its line; returns the
// pixel size it was drawn at.
float fitted_text(const char* text);
// fitted_text in the theme's muted colour (a counter's label).
float muted_label(const WatchViewContext& ctx, const char* text);
// The search's banner: the solutions found when it ended, or the solution on the board.
[[nodiscard]] std::string search_banner_text(const WatchViewContext& ctx);
// The names the listing's code speaks: the one chosen, else the lesson's.
[[nodiscard]] core::CodeNames listing_names(const WatchViewContext& ctx);
// The lane's listing in the code language and names chosen.
[[nodiscard]] std::vector<std::string> listing_lines(const WatchViewContext& ctx,
                                                     const WatchLane& lane);
// The step's live variables under the listing's names; empty when the step names no cell.
[[nodiscard]] std::string step_variables_text(const WatchViewContext& ctx, const WatchLane& lane);
// Why the step's value was rejected ("8 is already in row 1 (r1c4)"); empty for other steps.
[[nodiscard]] std::string reject_reason_text(const WatchViewContext& ctx, const WatchLane& lane);

// Presentation on or off: Watch mode's flag plus the App's theme and size (restored when off).
void push_presentation(const WatchViewContext& ctx, bool on);

class WatchView {
  public:
    // Fills the main window's content region (below the menu bar) with the Watch screen.
    void draw(const WatchViewContext& ctx);
    // The "Watch" menu, inside the menu bar App opens (after the game's menus).
    void draw_menu(const WatchViewContext& ctx);
    // Watch mode's keys (Space, arrows, Home, End, B, S, D, P, +, -); in play mode only W.
    void collect_keys(const WatchViewContext& ctx);
    // Each board caches its own candidates image (see NotesLayer).
    void set_texture_store(TextureStore* store) {
        for (BoardView& board : m_boards)
            board.set_texture_store(store);
    }

  private:
    // What a typed key of the key table (watch_keys.hpp) does; `ch` the character typed.
    void typed_key(const WatchViewContext& ctx, WatchKey key, ImWchar ch, bool tree_keys);
    void draw_boards(const WatchViewContext& ctx, float width, float height);
    // The margins, the gap between two boards and a board's caption line.
    struct BoardsSpacing {
        ImVec2 pad;
        float tight = 1.0f;  // the captions' type scale
        float spacing = 0.0f;
        float caption = 0.0f;
    };
    [[nodiscard]] static BoardsSpacing boards_spacing(const WatchViewContext& ctx);
    // The width the boards take when the height bounds them.
    [[nodiscard]] static float boards_width_at_height(const WatchViewContext& ctx, float height);
    // Presenting two boards: the height of the strip under them (transport and counters).
    [[nodiscard]] static float presented_strip_height();
    // A larger interface (2x, 3x) without presenting: the board keeps its 1x size, the panel
    // takes the rest with its controls stacked (transport and counters first).
    [[nodiscard]] static bool compact(const WatchViewContext& ctx);
    void draw_compact_panel(const WatchViewContext& ctx);
    void draw_compact_counters(const WatchViewContext& ctx);
    // Larger type: whether the listing has its room below the counters, with the run-to buttons
    // in one row above them (`run_to_above`) or with them in the Setup tab.
    [[nodiscard]] bool listing_fits_first(const WatchViewContext& ctx, bool run_to_above) const;
    [[nodiscard]] static float compact_label_width(const WatchViewContext& ctx);
    static void setup_two_pair_columns(const WatchViewContext& ctx);
    [[nodiscard]] static float compact_pairs_width(const WatchViewContext& ctx);
    [[nodiscard]] static float compact_listing_keep(float lines);
    // Larger type: whether the run-to buttons share one row (as draw_compact_run_to lays them).
    [[nodiscard]] static bool compact_run_to_one_row(const WatchViewContext& ctx, float width);
    void draw_compact_boards(const WatchViewContext& ctx, float width, float height);
    void draw_compact_transport(const WatchViewContext& ctx, float width);
    static void draw_full_transport(const WatchViewContext& ctx, bool arrows);
    void draw_run_to(const WatchViewContext& ctx, float width);
    static void draw_compact_run_to(const WatchViewContext& ctx, float width);
    void draw_speed(const WatchViewContext& ctx);
    void draw_tabs(const WatchViewContext& ctx);
    void draw_presented_strip(const WatchViewContext& ctx);
    void draw_panel(const WatchViewContext& ctx);
    void draw_status(const WatchViewContext& ctx);
    // Presenting one board, or in larger type, the latest message sits in the panel under the
    // transport: a status line under the board took the board's height while a message showed.
    [[nodiscard]] bool message_in_panel(const WatchViewContext& ctx) const;
    // Normal Watch at 1x: the search's banner sits at the start of the status line, a place of
    // its own, not in the panel above the tabs.
    [[nodiscard]] static bool banner_in_status(const WatchViewContext& ctx);
    static void draw_panel_message(const WatchViewContext& ctx);

    // [Presenting one board] in watch_presented.cpp: the projector's layout.
    // The type sizes, in pixels, a part of the projector's layout takes (the largest that fits):
    // 16 px or more, what the listing gets, so the back of a room reads the controls too. The
    // smaller ones only where nothing else fits (predict mode's question and the controls
    // under the board beside a long listing): smaller type rather than a control cut off.
    static constexpr float kPartPixels[] = {24.0f, 22.0f, 20.0f, 18.0f, 16.0f, 14.0f, 12.0f};
    static constexpr int kPartSizes = 7;
    static constexpr int kReadableSizes = 5;  // the first five: 16 px or more
    // What a part needs in height at each of those sizes, measured when drawn at one (its rows
    // wrap differently at each size, so one size's height scaled is no measure of another's):
    // the largest seen, so it does not jump between a question and its answer.
    struct PartNeeds {
        float measured[kPartSizes] = {};
        float guess = 0.0f;  // before any measurement: the height at `guess_pixels`
        float guess_pixels = 1.0f;
        // Measured, else the most any measured size scales to, else the guess scaled.
        [[nodiscard]] float at(int size) const;
        void note(int size, float height);
        // Measured at some size (else `at` is the guess).
        [[nodiscard]] bool known() const;
    };
    struct PresentedFit {
        FontSet::Digits code;          // the listing's baked font
        float code_width = 0.0f;       // the listing's column at that size
        float left = 0.0f;             // the board's column (and the board's side)
        float controls_height = 0.0f;  // under the board
        int controls_size = 0;         // the controls' type: an index of kPartPixels
        float controls_scale = 1.0f;   // that size as a scale of the interface's type
        // A short listing: the controls sit under it, and the board takes the whole height.
        bool controls_under_code = false;
        // A long listing beside the board with the code choice and the variables above it
        // (else they go with the controls under the board).
        bool header_with_code = false;
        // Predict mode: its question's part (under the listing when `predict_beside`).
        bool predict_beside = false;
        float predict_height = 0.0f;
        int predict_size = 0;
        float predict_scale = 1.0f;
        // Predict mode where the question and the controls do not both fit under the board at
        // 16 px (beside the C# listing at 1024x768): they take turns there, each at its own
        // size, a row of two switches (`switch_height` tall) choosing which shows: under the
        // listing (`switch_beside`) where it leaves the room, else above the part.
        bool predict_tabbed = false;
        float switch_height = 0.0f;
        bool switch_beside = false;
    };
    [[nodiscard]] PresentedFit presented_fit(const WatchViewContext& ctx, ImVec2 avail) const;
    // Predict mode with a long listing: the question under the listing at 16 px or more (the
    // listing at the largest size that leaves it the room), the controls under the board at
    // 16 px or more; false when no listing size allows both.
    bool fit_predict_beside(const WatchViewContext& ctx, PresentedFit& fit,
                            const std::vector<std::string>& lines, ImVec2 avail,
                            float smallest_board) const;
    // A long listing beside the smallest board: the board's side, the controls' type (the
    // largest that fits under the board) and where predict mode's question goes; false when
    // the controls do not fit there even at 16 px.
    bool place_presented_parts(PresentedFit& fit, const std::vector<std::string>& lines,
                               ImVec2 avail, float smallest_board, bool predict) const;
    // The question and the controls taking turns in the room `under` the board, with `free`
    // left under the listing (see PresentedFit::predict_tabbed); false when the controls do
    // not fit at 16 px even so.
    bool place_tabbed_parts(PresentedFit& fit, float under, float free) const;
    // Taking turns with the switches above the part under the board: the listing at the
    // largest size that leaves them a row under it instead, where there is one.
    void fit_switch_beside(const WatchViewContext& ctx, PresentedFit& fit,
                           const std::vector<std::string>& lines, ImVec2 avail,
                           float smallest_board) const;
    // The row of two switches (the question, the controls) over the part they share.
    void draw_presented_switch(const WatchViewContext& ctx, const PresentedFit& fit);
    void draw_presented(const WatchViewContext& ctx, ImVec2 avail);
    void draw_presented_controls(const WatchViewContext& ctx);
    // The controls in their own part of `fit`'s height, at its type scale (measured for the
    // next frame's fit).
    void draw_presented_controls_part(const WatchViewContext& ctx, const PresentedFit& fit);
    void draw_presented_predict_part(const WatchViewContext& ctx, const PresentedFit& fit);
    // A part `size` big drawing `body` at type `scale` (the gaps between its rows `rows` of the
    // usual); returns the height it needed at scale 1.
    static float draw_scaled_part(const char* id, ImVec2 size, float scale,
                                  const std::function<void()>& body, float rows = 1.0f);
    void draw_presented_counters(const WatchViewContext& ctx);
    // Presenting two lanes one at a time: both lanes' counters side by side in one table.
    void draw_presented_lane_counters(const WatchViewContext& ctx);
    void draw_presented_status(const WatchViewContext& ctx) const;
    // The whole listing in `font`; `header`: the code choice and the variables above it.
    void draw_presented_listing(const WatchViewContext& ctx, const FontSet::Digits& font,
                                bool header) const;
    void draw_presented_variables(const WatchViewContext& ctx) const;
    // The board of the lane shown (both boards' lanes one at a time when comparing), `width`
    // wide and `height` tall.
    void draw_presented_board(const WatchViewContext& ctx, float width, float height);
    // The lane the one-board layout shows: the first, or the one chosen comparing.
    [[nodiscard]] std::size_t shown_index(const WatchViewContext& ctx) const;
    [[nodiscard]] const WatchLane& shown_lane(const WatchViewContext& ctx) const {
        return ctx.watch.lanes()[shown_index(ctx)];
    }
    // The lane's listing lines in `font`, its current line marked; reported as
    // `<prefix>code_line_K`, `<prefix>code_lines_total` and `<prefix>code_current`. `follow`:
    // scroll the window to the current line when it is out of view.
    static void draw_presented_lines(const WatchViewContext& ctx, const WatchLane& lane,
                                     const FontSet::Digits& font, std::string_view prefix,
                                     bool follow);

    // [Presenting two boards] in watch_presented_compare.cpp: where both boards keep 28 px
    // digits and both whole listings fit, a row per lane, its board and its listing beside it,
    // the transport and the counters in a strip at the bottom; otherwise (a 1024x768 or
    // 1280x800 projector) one lane at a time in the one-board layout, both lanes' counters side by
    // side with the lanes' names as tabs over their columns (L switches).
    void draw_presented_compare(const WatchViewContext& ctx, ImVec2 avail);
    [[nodiscard]] static bool compare_rows_fit(const WatchViewContext& ctx, ImVec2 avail);
    void draw_presented_compare_rows(const WatchViewContext& ctx, ImVec2 avail);
    // The lane's caption and board, `side` square, the board starting `caption` down.
    void draw_presented_lane_board(const WatchViewContext& ctx, std::size_t index, float side,
                                   float caption);
    static void draw_presented_lane_listing(const WatchViewContext& ctx, std::size_t lane,
                                            const FontSet::Digits& font, ImVec2 size);

    // [Panels] in watch_panels.cpp
    void draw_setup(const WatchViewContext& ctx);
    void draw_transport(const WatchViewContext& ctx);
    void draw_presented_transport(const WatchViewContext& ctx, float width);
    // The counters table, then the search's banner (solutions found, or the one on screen).
    void draw_counters(const WatchViewContext& ctx);
    // "text watch_counters_N steps=... placements=..." lines for the tests (layout report).
    static void report_lane_counters(const WatchViewContext& ctx);
    void draw_counter_table(const WatchViewContext& ctx);
    // The width the counters table needs at the current type size in large type: the longest
    // label and room for "000 / 000" per lane.
    [[nodiscard]] static float counter_table_width(const WatchViewContext& ctx);
    void draw_search_banner(const WatchViewContext& ctx);
    void draw_plot(const WatchViewContext& ctx);
    // [Panels] in watch_code_view.cpp
    // The code choice, the step's variables and the listing below them in `height`; returns
    // the height the part above the listing took.
    float draw_code(const WatchViewContext& ctx, float height);
    void draw_stack(const WatchViewContext& ctx);
    void draw_log(const WatchViewContext& ctx);
    void draw_breakpoints(const WatchViewContext& ctx);
    void draw_files(const WatchViewContext& ctx);

    ExportDialog m_export_dialog;
    FittingTabs m_tabs;  // Code, Tree, Matrix, Stack, Events, Breakpoints, Predict, Files
    BoardView m_boards[2];
    // Larger type comparing: the counters sit under the boards when they fit there.
    bool m_counters_below = false;
    // Larger type, one board: the counters two pairs a row (their type is larger so).
    bool m_compact_pairs = false;
    // Larger type: the run-to buttons, the counters and the listing in view at once.
    bool m_listing_first = false;
    // Larger type in a short window (3x on 1024x768): the listing first, the run-to buttons in
    // the Setup tab with the speed (the panel had no room for them above the counters).
    bool m_run_to_in_setup = false;
    // Larger type: the panel's type as a part of the interface's, smaller in a short window;
    // kept for one panel size, language and kind of session (m_panel_type_for, _key).
    float m_panel_type = 1.0f;
    ImVec2 m_panel_type_for{};
    int m_panel_type_key = -1;
    // Presenting: the type size of the code section, smaller where the step's explanation and
    // a few lines of the listing would not fit the panel; kept for one panel size (a size
    // that changed with each step would jump while the search plays).
    float m_code_scale = 1.0f;
    ImVec2 m_code_scale_for{};
    // Presenting one board: what the controls need at each type size, measured for one window
    // size, language and predict setting (m_presented_for, m_presented_key).
    // Under the board: [0] with the code choice and the variables, [1] without (they are above
    // the listing); [2] under a short listing, a wider column where rows wrap less.
    PartNeeds m_controls_needs[3];
    PartNeeds m_predict_needs;  // predict mode's question part, likewise
    // Presenting with the question and the controls taking turns: the question shows (else the
    // controls). It follows the predict phase as it changes (the question while one is asked
    // or revealed), and the switches.
    bool m_present_question = true;
    int m_present_phase = -1;
    ImVec2 m_presented_for{};
    int m_presented_key = -1;
    WatchTreeView m_tree;
    WatchMatrixView m_matrix;  // dlx only
    std::vector<float> m_plot_values;
    std::uint64_t m_log_position = UINT64_MAX;  // scroll the log to the newest when it moves
    std::uint64_t m_stack_position = UINT64_MAX;
    ClassroomInputs m_classroom;
    // Presenting two lanes one at a time: the lane shown (L or its tab switches).
    std::size_t m_shown_lane = 0;
    bool m_compare_tabbed = false;  // this frame shows the lanes one at a time
};

}  // namespace sudoku::app
