// The New game dialog (Ctrl+N): lesson 004's ten board modes in one click, or size, box shape,
// variant, difficulty, exact empty cells, symmetry and seed. A request with a seed the player
// did not type is answered at once from the puzzles made ahead for its kind, when there is one;
// otherwise the generator runs on a worker thread while the dialog shows a spinner with the
// elapsed time and Cancel. Meanwhile the next puzzle of the kind asked for last is made ahead.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/model/ui_state.hpp"
#include "app/support/background_job.hpp"
#include "app/support/pool_filler.hpp"
#include "core/generate/generator.hpp"
#include "core/generate/new_game_settings.hpp"
#include "core/generate/puzzle_pool.hpp"
#include "core/generate/puzzle_request.hpp"

namespace sudoku::app {

class NewGameDialog {
  public:
    // Opens the dialog with a fresh random seed (kept while the dialog stays open).
    void open();
    // Puzzles made ahead are kept in this file (read now); without one they live in memory only
    // (a second window, which must not hand out the first one's puzzles).
    void use_pool_file(std::filesystem::path path);
    // A puzzle is being generated: the frame loop should wake often enough to animate.
    [[nodiscard]] bool busy() const { return m_job.active(); }
    // A puzzle is being made ahead: the frame loop should wake now and then to collect it.
    [[nodiscard]] bool making_ahead() const { return m_filler.making(); }
    [[nodiscard]] bool is_open() const { return m_modal.is_open(); }
    // Draws the dialog (when open) and collects a finished generation into a StartGame command.
    void draw(const ViewContext& ctx);

  private:
    struct SettingsRows;
    void draw_settings(const ViewContext& ctx);
    // Lesson 004's ten modes as one-click buttons.
    void draw_presets(const ViewContext& ctx);
    [[nodiscard]] SettingsRows settings_rows(const ViewContext& ctx) const;
    // Size, box shape (when there is a choice) and variant.
    void draw_shape_rows(const SettingsRows& rows);
    void draw_difficulty_row(const SettingsRows& rows);
    // Exact number of empty cells, with lesson 002's levels as buttons.
    void draw_empty_cells_row(const SettingsRows& rows);
    void draw_symmetry_row(const SettingsRows& rows);
    void draw_seed_row(const SettingsRows& rows);
    // Killer cages (and whether to keep a few givens besides them).
    void draw_killer_options(const ViewContext& ctx);
    void draw_footer(const ViewContext& ctx);
    void start_generation();
    void start_generation(const core::PuzzleRequest& request);
    // Today's puzzle (UTC): the daily settings, kept apart in the statistics.
    void start_daily();
    void collect_result(const ViewContext& ctx);
    // Starts the game with a puzzle made ahead; false when the pool has none of this kind.
    bool start_from_pool(const ViewContext& ctx, const core::PuzzleRequest& request);
    // Collects a puzzle made ahead and starts the next while no puzzle is being waited for.
    void keep_pool_filled();
    void save_pool() const;
    [[nodiscard]] core::PuzzleRequest request() const;
    void close();

    core::NewGameSettings m_settings = core::normalized({});
    bool m_exact_empty = false;
    int m_empty_value = 40;
    bool m_killer = false;
    bool m_killer_givens = false;
    ModalDialog m_modal{"###new_game"};
    bool m_focus_seed = false;
    bool m_seed_typed = false;      // the player typed the seed: that very puzzle, not a pooled one
    bool m_generate_asked = false;  // Generate (or Enter) this frame: served in draw()

    core::PuzzlePool m_pool;
    PoolFiller m_filler;
    std::filesystem::path m_pool_path;  // empty: the pool is not kept on disk

    using GenerationResult = core::Result<core::GeneratedPuzzle>;
    core::BackgroundJob<GenerationResult> m_job;
    core::PuzzleRequest m_job_request;     // what the running job generates (for the label)
    std::string m_job_daily;               // the date of a daily puzzle being made, else ""
    double m_job_started = 0.0;            // ImGui time
    std::optional<core::Error> m_failure;  // last failure, shown until the next attempt
};

}  // namespace sudoku::app
