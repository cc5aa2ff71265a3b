# The user guide that ships with ChipAtlas (Help > User Guide, and share/doc/chipatlas in the
# package): in English, the README's "Using it" section, one text written once in README.md; in
# German and Japanese, its translations docs/user-guide.de.md and docs/user-guide.ja.md, which
# show the screenshots taken in their language (the test user_guides_up_to_date,
# tools/testing/check-user-guides, fails when a section of the README has changed since it was
# translated).
#
# chipatlas_user_guide(<guides-var> <images-var>) writes the guides to
# ${PROJECT_BINARY_DIR}/guide/user-guide.md and user-guide.LANG.md, and sets <guides-var> to those
# files and <images-var> to the screenshots they show (paths relative to the project root, as
# the guides' links name them). It runs at configure time; an edited README.md or translation
# runs the configure step again, and a file is rewritten only when its text changes.
set(CHIPATLAS_GUIDE_LANGUAGES de ja)

# The targets of the "![...](docs/screenshots/...png)" links in `text`, appended to `images_var`.
function(chipatlas_guide_images text images_var)
    string(REGEX MATCHALL "\\(docs/screenshots/[A-Za-z0-9._/-]+\\)" links "${text}")
    string(REGEX REPLACE "[()]" "" found "${links}")
    set(${images_var} ${${images_var}} ${found} PARENT_SCOPE)
endfunction()

function(chipatlas_write_guide path text)
    file(WRITE "${path}.new" "${text}")
    file(COPY_FILE "${path}.new" "${path}" ONLY_IF_DIFFERENT)
    file(REMOVE "${path}.new")
endfunction()

function(chipatlas_user_guide guides_var images_var)
    set(readme "${PROJECT_SOURCE_DIR}/README.md")
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${readme}")
    file(READ "${readme}" text)
    string(FIND "${text}" "\n## Using it\n" start)
    if(start EQUAL -1)
        message(FATAL_ERROR "README.md has no '## Using it' section: the user guide is made of it")
    endif()
    string(LENGTH "\n## Using it\n" heading_length)
    math(EXPR start "${start} + ${heading_length}")
    string(SUBSTRING "${text}" ${start} -1 section)
    # Up to the next second-level heading ("## Where things are").
    string(FIND "${section}" "\n## " end)
    if(NOT end EQUAL -1)
        string(SUBSTRING "${section}" 0 ${end} section)
    endif()
    string(REPLACE "\n### " "\n## " section "${section}")

    set(images)
    chipatlas_guide_images("${section}" images)
    set(guide "${PROJECT_BINARY_DIR}/guide/user-guide.md")
    chipatlas_write_guide("${guide}" "# ChipAtlas ${PROJECT_VERSION}: user guide\n\n${section}\n")
    set(guides "${guide}")

    # The translations, without the lines that name the English section each one translates
    # (<!-- README: "Heading" checksum -->), with the version in their title.
    foreach(language IN LISTS CHIPATLAS_GUIDE_LANGUAGES)
        set(source "${PROJECT_SOURCE_DIR}/docs/user-guide.${language}.md")
        if(NOT EXISTS "${source}")
            message(FATAL_ERROR "${source} is missing: the ${language} user guide")
        endif()
        set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${source}")
        file(READ "${source}" translated)
        string(REGEX REPLACE "<!-- README: [^\n]* -->\n" "" translated "${translated}")
        string(REPLACE "@PROJECT_VERSION@" "${PROJECT_VERSION}" translated "${translated}")
        chipatlas_guide_images("${translated}" images)
        set(guide "${PROJECT_BINARY_DIR}/guide/user-guide.${language}.md")
        chipatlas_write_guide("${guide}" "${translated}")
        list(APPEND guides "${guide}")
    endforeach()

    list(REMOVE_DUPLICATES images)
    set(${guides_var} "${guides}" PARENT_SCOPE)
    set(${images_var} "${images}" PARENT_SCOPE)
endfunction()
