# The browser build's program (emscripten): the web platform layer (platform/web) over the same
# front end, linked into index.html + index.js + index.wasm + index.data (the fonts and puzzle
# files, preloaded into the page's in-memory file system). Included from src/CMakeLists.txt.

file(GLOB SUDOKU_WEB_SOURCES CONFIGURE_DEPENDS platform/web/*.cpp)
# The desktop's partial redraw (frame_presenter, frame_damage) in its offscreen mode: the web has
# no GLX sub-buffer copy (web_sub_buffer_copy.cpp) and reaches GL through GLES3 (web/gl/).
add_executable(sudoku-lab ${SUDOKU_WEB_SOURCES} platform/input_order.cpp platform/imgui_input.cpp
               platform/frame_presenter.cpp platform/frame_damage.cpp)
target_include_directories(sudoku-lab PRIVATE platform/web/gl)
target_link_libraries(sudoku-lab PRIVATE sudoku_front_end sudoku_imgui sudoku_stb sudoku_warnings)
set_target_properties(sudoku-lab PROPERTIES OUTPUT_NAME index SUFFIX .html)
set_source_files_properties(platform/web/web_main.cpp PROPERTIES
                            COMPILE_DEFINITIONS SUDOKU_VERSION="${PROJECT_VERSION}")

set(SUDOKU_WEB_SHELL ${CMAKE_CURRENT_SOURCE_DIR}/platform/web/shell.html)
set(SUDOKU_WEB_FONTS /usr/share/fonts/truetype/dejavu)
set_property(TARGET sudoku-lab APPEND PROPERTY LINK_DEPENDS ${SUDOKU_WEB_SHELL})
target_link_options(sudoku-lab PRIVATE
  # The page's own HTML around the canvas; -O2 would try to minify it with a tool Debian lacks.
  --shell-file ${SUDOKU_WEB_SHELL} -sMINIFY_HTML=0
  # The game's font (regular and bold, where the desktop finds them) and the puzzle files.
  "SHELL:--preload-file ${SUDOKU_WEB_FONTS}/DejaVuSans.ttf@${SUDOKU_WEB_FONTS}/DejaVuSans.ttf"
  "SHELL:--preload-file ${SUDOKU_WEB_FONTS}/DejaVuSans-Bold.ttf@${SUDOKU_WEB_FONTS}/DejaVuSans-Bold.ttf"
  "SHELL:--preload-file ${PROJECT_SOURCE_DIR}/assets/puzzles@/assets/puzzles"
  # Saves, settings and statistics live in IndexedDB (platform/web/web_storage.cpp).
  -lidbfs.js -sFORCE_FILESYSTEM=1
  # Big puzzles, trees and experiments need more than the default 16 MB.
  -sALLOW_MEMORY_GROWTH=1
  # Long work without threads: each background job is a fiber that gives way at the core's
  # check-points (platform/web/fiber_tasks.cpp); fibers need the stack unwinding of ASYNCIFY.
  -sASYNCIFY=1
  ${SUDOKU_WEB_LINK_OPTIONS})

