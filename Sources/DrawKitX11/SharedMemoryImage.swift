internal import CDrawKitCairo
internal import CDrawKitXCB
import Glibc

/// A window-sized image in System V shared memory that the X server reads directly (the
/// MIT-SHM extension): a frame's changed rectangles are composed into it and the server
/// copies them from there, so their pixels never travel through the connection's socket.
///
/// `nil` from ``init(connection:width:height:)`` when the server lacks the extension, runs on
/// another machine, or cannot attach the segment; the window then sends its pixels in
/// `PutImage` requests.
final class SharedMemoryImage {
  /// The server's name for the segment.
  let segment: xcb_shm_seg_t
  /// A cairo image surface of the segment's memory, `xRGB` as the window's pixels are.
  let surface: OpaquePointer
  let width: Int
  let height: Int
  private let x: XConnection
  private let memory: UnsafeMutableRawPointer

  /// Creates and attaches a `width` × `height` segment.
  init?(connection x: XConnection, width: Int, height: Int) {
    guard width > 0, height > 0,
      let version = xcb_shm_query_version_reply(
        x.connection, xcb_shm_query_version(x.connection), nil)
    else { return nil }
    free(version)
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)))
    let id = shmget(IPC_PRIVATE, stride * height, IPC_CREAT | 0o600)
    guard id >= 0 else { return nil }
    guard let memory = shmat(id, nil, 0), memory != UnsafeMutableRawPointer(bitPattern: -1)
    else {
      shmctl(id, IPC_RMID, nil)
      return nil
    }
    let segment = xcb_generate_id(x.connection)
    let error = xcb_request_check(
      x.connection, xcb_shm_attach_checked(x.connection, segment, UInt32(id), 0))
    // Marked for removal now: the memory lives until both this process and the server have
    // detached, and no segment is left behind when either dies.
    shmctl(id, IPC_RMID, nil)
    guard error == nil,
      let surface = cairo_image_surface_create_for_data(
        memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, Int32(width),
        Int32(height), Int32(stride)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else {
      free(error)
      shmdt(memory)
      return nil
    }
    self.x = x
    self.segment = segment
    self.memory = memory
    self.surface = surface
    self.width = width
    self.height = height
  }

  deinit {
    cairo_surface_destroy(surface)
    // The server keeps its own attachment until it handles the detach, so the pixels of a
    // copy still in its queue stay valid.
    if !x.hasFailed { xcb_shm_detach(x.connection, segment) }
    shmdt(memory)
  }
}
